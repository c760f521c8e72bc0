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

describe("adding a card", () => {
  afterEach(() => vi.unstubAllGlobals())

  const NO_CARD = { card_on_file: false, brand: null, last4: null, bidding_agreement: false }
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } })
  const fillCard = (number: string, expiry: string, cvc: string) => {
    type("Card number", number)
    type("Expiry (MM/YY)", expiry)
    type("Security code", cvc)
    fireEvent.click(screen.getByRole("button", { name: "Save card" }))
  }

  it("formats the expiry as it is typed", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", NO_CARD))
    renderPage("")
    await screen.findByLabelText("Expiry (MM/YY)")
    for (const [typed, shown] of [
      ["1", "1"],
      ["12", "12"],
      ["122", "12/2"],
      ["12/29", "12/29"]
    ]) {
      type("Expiry (MM/YY)", typed!)
      expect(field("Expiry (MM/YY)").value).toBe(shown)
    }
  })

  it("outlines the field a mistake is in, and sends nothing", async () => {
    signIn()
    const api = fakeApi(on("GET", "/v1/auth/payment", NO_CARD))
    renderPage("")
    await screen.findByLabelText("Card number")
    fillCard("4242 4242 4242 4242", "1329", "123")
    expect(field("Expiry (MM/YY)").getAttribute("aria-invalid")).toBe("true")
    expect(field("Card number").getAttribute("aria-invalid")).toBeNull()
    expect(field("Security code").getAttribute("aria-invalid")).toBeNull()
    expect(screen.getByText("Please enter the expiry as MM/YY.")).toBeTruthy()
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])
  })

  it("shows the provider's refusal for the card as a whole, outlining no field", async () => {
    signIn()
    fakeApi(
      on("GET", "/v1/auth/payment", NO_CARD),
      on("POST", "/v1/auth/payment", { error_code: 2101, message: "Your card was declined. Please use another card." }, 402)
    )
    renderPage("")
    await screen.findByLabelText("Card number")
    fillCard("4000 0000 0000 0002", "1229", "123")
    expect((await screen.findByRole("alert")).textContent).toBe("Your card was declined. Please use another card.")
    for (const label of ["Card number", "Expiry (MM/YY)", "Security code"]) expect(field(label).getAttribute("aria-invalid")).toBeNull()
  })

  it("names the card on file by its last four digits", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", NO_CARD), on("POST", "/v1/auth/payment", CARD_ON_FILE))
    renderPage("")
    await screen.findByLabelText("Card number")
    fillCard("4242 4242 4242 4242", "1229", "123")
    expect(await screen.findByText("Visa ending in 4242 is on file.")).toBeTruthy()
  })

  it("says a card is on file without digits it wasn't given", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", { ...CARD_ON_FILE, brand: null, last4: null }))
    renderPage("")
    expect(await screen.findByText("A card is on file.")).toBeTruthy()
    expect(screen.queryByText(/····/)).toBeNull()
  })
})
