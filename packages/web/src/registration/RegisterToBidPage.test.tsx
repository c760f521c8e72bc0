import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { signIn } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import RegisterToBidPage from "./RegisterToBidPage.tsx"

const CARD_ON_FILE = { card_on_file: true, brand: "Visa", last4: "4242", bidding_agreement: false }

function renderPage(search: string) {
  const location = memoryLocation({ path: "/register-to-bid", searchPath: search, record: true })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <RegisterToBidPage />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const acceptAgreement = async () => {
  fireEvent.click(await screen.findByLabelText("I agree to the bidding agreement"))
  fireEvent.click(screen.getByRole("button", { name: "Accept the agreement" }))
}

describe("registering to bid from a bid", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("goes back to the auction once registered, carrying the bid to finish", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", CARD_ON_FILE), on("POST", "/v1/auth/bidding_agreement", { bidding_agreement: true }))
    const location = renderPage("redirect=%2Fauctions%2F7%2Fx&action=place-bid")
    await acceptAgreement()
    await waitFor(() => expect(location.history.at(-1)).toBe("/auctions/7/x"))
    expect(location.state).toEqual({ action: "place-bid" })
  })

  it("stays to say the bidder is registered when it was opened from nowhere in particular", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", CARD_ON_FILE), on("POST", "/v1/auth/bidding_agreement", { bidding_agreement: true }))
    const location = renderPage("")
    await acceptAgreement()
    expect(await screen.findByRole("heading", { name: "You're registered to bid" })).toBeTruthy()
    expect(location.history).toEqual(["/register-to-bid"])
  })

  it("won't send the bidder off the site", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", CARD_ON_FILE), on("POST", "/v1/auth/bidding_agreement", { bidding_agreement: true }))
    const location = renderPage("redirect=https%3A%2F%2Fevil.example%2F&action=place-bid")
    await acceptAgreement()
    expect(await screen.findByRole("heading", { name: "You're registered to bid" })).toBeTruthy()
    expect(location.history).toEqual(["/register-to-bid?redirect=https%3A%2F%2Fevil.example%2F&action=place-bid"])
  })

  it("asks a visitor to sign in first, coming back here with the bid still to finish", () => {
    fakeApi()
    renderPage("redirect=%2Fauctions%2F7%2Fx&action=place-bid")
    const href = screen.getByRole("link", { name: "Sign in" }).getAttribute("href") ?? ""
    expect(new URLSearchParams(href.split("?")[1]).get("redirect")).toBe("/register-to-bid?redirect=%2Fauctions%2F7%2Fx&action=place-bid")
  })
})
