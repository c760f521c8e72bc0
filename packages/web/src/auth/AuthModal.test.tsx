import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { useState } from "react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { useSession } from "../session/useSession.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { afterOverlaysLeave } from "../ui/overlayHistory.ts"
import { AuthModal } from "./AuthModal.tsx"
import { useSignInDialog } from "./signInDialog.ts"
import { useCarriedAction } from "./useCarriedAction.ts"

const PATH = "/auctions/7/1995-porsche-911-carrera-coupe"

const SESSION = {
  user: { user_id: 1, username: "demo_bidder" },
  access_key: "key-1",
  refresh_key: "refresh-1",
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
  email_verified: true,
  details: { card_on_file: true, bidding_agreement: true, play_bid_sound: false },
  abilities: []
}

/** An auction page whose Watch needs an account: a visitor is asked to sign in, and the watch is made once back. */
function AuctionWithWatch() {
  const signedIn = useSession() !== null
  const signIn = useSignInDialog()
  const [watches, setWatches] = useState(0)
  useCarriedAction("watch-auction", signedIn, () => setWatches((made) => made + 1), 7)
  return (
    <main>
      <h1>1995 Porsche 911 Carrera Coupe</h1>
      <button type="button" onClick={() => signIn("watch-auction", 7)}>
        Watch
      </button>
      <p>Watches made: {watches}</p>
    </main>
  )
}

function renderPage() {
  const location = memoryLocation({ path: PATH, record: true })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <AuctionWithWatch />
          <AuthModal />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const entryLeft = () => new Promise<void>((resolve) => afterOverlaysLeave(resolve))

async function openSignIn() {
  fireEvent.click(screen.getByRole("button", { name: "Watch" }))
  return within(await screen.findByRole("dialog", { name: "Sign in" }))
}

describe("the sign-in dialog over the page", () => {
  beforeEach(() => window.history.pushState({ action: null }, ""))
  afterEach(() => vi.unstubAllGlobals())

  it("opens over the page, which stays, and × closes it, leaving the page as it was", async () => {
    fakeApi()
    const location = renderPage()
    const dialog = await openSignIn()
    expect(screen.getByRole("heading", { name: "1995 Porsche 911 Carrera Coupe" })).toBeTruthy()
    fireEvent.click(dialog.getByRole("button", { name: "Close" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    await entryLeft()
    expect(window.history.state).toEqual({ action: null })
    expect(location.history).toEqual([PATH])
    expect(screen.getByText("Watches made: 0")).toBeTruthy()
  })

  it("closes on Back", async () => {
    fakeApi()
    renderPage()
    await openSignIn()
    act(() => window.history.back())
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(window.history.state).toEqual({ action: null })
  })

  it("signed in, closes and the page makes the watch, once, sending where the account was asked for", async () => {
    const api = fakeApi(on("POST", "/v1/auth/login", SESSION))
    renderPage()
    const dialog = await openSignIn()
    fireEvent.change(dialog.getByLabelText("Email"), { target: { value: "demo_bidder@example.com" } })
    fireEvent.change(dialog.getByLabelText("Password"), { target: { value: "redline-Demo-garage-1995" } })
    fireEvent.click(dialog.getByRole("button", { name: "Sign in" }))
    await waitFor(() => expect(screen.getByText("Watches made: 1")).toBeTruthy())
    expect(screen.queryByRole("dialog")).toBeNull()
    expect(window.history.state).toEqual({ action: null, subject: "7" })
    expect(api.calls.find((call) => call.url === "/api/v1/auth/login")?.body).toMatchObject({
      redirect_context: { referrer: { to: PATH, state: { action: "watch-auction", subject: "7" } }, history: "replace" }
    })
  })

  it("moves on to sign-up within the dialog, staying on the page", async () => {
    fakeApi()
    const location = renderPage()
    const dialog = await openSignIn()
    fireEvent.click(dialog.getByRole("button", { name: "Create an account" }))
    expect(screen.getByRole("dialog", { name: "Sign up" })).toBeTruthy()
    expect(location.history).toEqual([PATH])
  })
})
