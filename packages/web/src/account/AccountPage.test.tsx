import type { AccountSettings, CardOnFile } from "@redline/api"
import { notificationSettings } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import AccountPage from "./AccountPage.tsx"

const SETTINGS: AccountSettings = {
  user: { user_id: 1, username: "demo_bidder" },
  email: "bidder@example.com",
  email_verified: true,
  bio: "",
  photo: null,
  daily_email: true,
  has_password: true,
  removal_requested_at: null,
  auth_sources: [],
  notification_settings: notificationSettings([]),
  play_bid_sound: true
}

const REGISTERED: CardOnFile = {
  card_on_file: true,
  brand: "Visa",
  last4: "4242",
  exp_month: 12,
  exp_year: 2030,
  bidding_agreement: true,
  card_form: null,
  authentication: null
}

function renderAccount(signedIn = true) {
  const location = memoryLocation({ path: "/account/", record: true })
  const store = createStore()
  store.set(storedSessionAtom, signedIn ? STORED_SESSION : null)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/account/">
            <AccountPage />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

afterEach(() => vi.unstubAllGlobals())

describe("the account page", () => {
  it("sends a visitor to sign in, coming back here afterwards", () => {
    fakeApi()
    const location = renderAccount(false)
    expect(location.history.at(-1)).toBe("/signin/?redirect=%2Faccount%2F")
  })

  it("shows who is signed in and that they are registered to bid", async () => {
    fakeApi(on("GET", "/v1/settings", SETTINGS), on("GET", "/v1/auth/payment", REGISTERED))
    renderAccount()
    expect(document.title).toBe("Account — Redline")
    expect(screen.getByText("demo_bidder")).toBeTruthy()
    expect(await screen.findByText("bidder@example.com")).toBeTruthy()
    expect(await screen.findByText("Registered to bid")).toBeTruthy()
    expect(screen.getByText(/Visa ending in 4242 is on file/)).toBeTruthy()
    expect(screen.queryByRole("link", { name: "Register to bid" })).toBeNull()
    expect(screen.getByRole("link", { name: /^Account Settings/ }).getAttribute("href")).toBe("/account/settings")
    expect(screen.getByRole("link", { name: "Account" }).getAttribute("aria-current")).toBe("page")
  })

  it("says what is missing to bid and links to registering", async () => {
    fakeApi(
      on("GET", "/v1/settings", { ...SETTINGS, removal_requested_at: "2025-01-05T15:00:00.000Z" }),
      on("GET", "/v1/auth/payment", { card_on_file: false, brand: null, last4: null, bidding_agreement: false })
    )
    renderAccount()
    expect(await screen.findByText("Not registered to bid yet")).toBeTruthy()
    expect(screen.getByText("Add a card and accept the bidding agreement to place bids.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Register to bid" }).getAttribute("href")).toBe("/register-to-bid")
    expect(await screen.findByText("You asked for this account to be removed on 1/5/25.")).toBeTruthy()
  })

  it("names the card on file only when its last digits are known", async () => {
    fakeApi(
      on("GET", "/v1/settings", SETTINGS),
      on("GET", "/v1/auth/payment", { card_on_file: true, brand: null, last4: null, bidding_agreement: false })
    )
    renderAccount()
    expect(await screen.findByText("A card is on file. Accept the bidding agreement to place bids.")).toBeTruthy()
  })
})
