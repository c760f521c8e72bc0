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

const CARD_FORM = { publishable_key: "pk_test_form", api_url: "https://stripe.test" }
const CARD_ON_FILE = {
  card_on_file: true,
  brand: "Visa",
  last4: "4242",
  exp_month: 12,
  exp_year: 2029,
  bidding_agreement: false,
  card_form: CARD_FORM,
  authentication: null
}

/** Stripe's answer to the card form's `POST /v1/payment_methods`: a payment method, or Stripe's refusal. */
const tokenizer =
  (body: unknown, status = 200) =>
  (call: { url: string; method: string }) =>
    call.method === "POST" && call.url === "https://stripe.test/v1/payment_methods" ? Response.json(body, { status }) : undefined

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

  const NO_CARD = { ...CARD_ON_FILE, card_on_file: false, brand: null, last4: null, exp_month: null, exp_year: null }
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
      tokenizer({ id: "pm_declined", object: "payment_method" }),
      on("POST", "/v1/auth/payment", { error_code: 3101, message: "Your card was declined. Please use another card." }, 402)
    )
    renderPage("")
    await screen.findByLabelText("Card number")
    fillCard("4000 0000 0000 0002", "1229", "123")
    expect((await screen.findByRole("alert")).textContent).toBe("Your card was declined. Please use another card.")
    for (const label of ["Card number", "Expiry (MM/YY)", "Security code"]) expect(field(label).getAttribute("aria-invalid")).toBeNull()
  })

  it("tokenizes the card at Stripe with the publishable key and sends Redline only the payment method", async () => {
    signIn()
    const api = fakeApi(
      on("GET", "/v1/auth/payment", NO_CARD),
      tokenizer({ id: "pm_visa", object: "payment_method" }),
      on("POST", "/v1/auth/payment", CARD_ON_FILE)
    )
    renderPage("redirect=%2Fauctions%2F7%2Fx")
    await screen.findByLabelText("Card number")
    fillCard("4242 4242 4242 4242", "1229", "123")
    expect(await screen.findByText("Visa ending in 4242 is on file.")).toBeTruthy()
    const [tokenized] = api.calls.filter((call) => call.url.startsWith("https://stripe.test"))
    expect(tokenized?.authorization).toBe("Bearer pk_test_form")
    const sent = api.calls.filter((call) => call.url.startsWith("/api/v1/auth/payment") && call.method === "POST")
    expect(sent.map((call) => call.body)).toEqual([
      { payment_method_id: "pm_visa", return_path: "/register-to-bid?redirect=%2Fauctions%2F7%2Fx" }
    ])
    expect(JSON.stringify(api.calls.filter((call) => call.url.startsWith("/api")))).not.toContain("4242 4242")
  })

  it("shows Stripe's refusal of a detail at its field, and sends Redline nothing", async () => {
    signIn()
    const api = fakeApi(
      on("GET", "/v1/auth/payment", NO_CARD),
      tokenizer({ error: { type: "card_error", code: "invalid_cvc", message: "Your card's security code is invalid." } }, 402)
    )
    renderPage("")
    await screen.findByLabelText("Card number")
    fillCard("4242 4242 4242 4242", "1229", "999")
    expect(await screen.findByText("Please enter the 3 or 4 digit security code.")).toBeTruthy()
    expect(field("Security code").getAttribute("aria-invalid")).toBe("true")
    expect(api.calls.filter((call) => call.url.startsWith("/api/v1/auth/payment") && call.method === "POST")).toEqual([])
  })

  it("sends a card its bank wants confirmed to the bank, and finishes the setup on the way back", async () => {
    signIn()
    const waiting = { ...NO_CARD, authentication: { setup_intent_id: "seti_1", url: "https://stripe.test/authenticate/seti_1" } }
    fakeApi(
      on("GET", "/v1/auth/payment", NO_CARD),
      tokenizer({ id: "pm_3ds", object: "payment_method" }),
      on("POST", "/v1/auth/payment", waiting)
    )
    renderPage("")
    await screen.findByLabelText("Card number")
    fillCard("4000 0025 0000 3155", "1229", "123")
    const confirm = await screen.findByRole("link", { name: "Confirm with your bank" })
    expect(confirm.getAttribute("href")).toBe("https://stripe.test/authenticate/seti_1")
  })

  it("finishes the card setup the bank sends the bidder back with, and leaves the address clean", async () => {
    signIn()
    const api = fakeApi(on("GET", "/v1/auth/payment", NO_CARD), on("POST", "/v1/auth/payment", CARD_ON_FILE))
    const location = renderPage(
      "redirect=%2Fauctions%2F7%2Fx&setup_intent=seti_1&setup_intent_client_secret=seti_1_secret_x&redirect_status=succeeded"
    )
    expect(await screen.findByText("Visa ending in 4242 is on file.")).toBeTruthy()
    expect(api.calls.filter((call) => call.method === "POST").map((call) => call.body)).toEqual([{ setup_intent_id: "seti_1" }])
    expect(location.history.at(-1)).toBe("/register-to-bid?redirect=%2Fauctions%2F7%2Fx")
  })

  it("says no card can be taken where no payment provider serves", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", { ...NO_CARD, card_form: null }))
    renderPage("")
    expect(await screen.findByText("Cards can't be registered on this site yet.")).toBeTruthy()
    expect(screen.queryByLabelText("Card number")).toBeNull()
  })

  it("says a card is on file without digits it wasn't given", async () => {
    signIn()
    fakeApi(on("GET", "/v1/auth/payment", { ...CARD_ON_FILE, brand: null, last4: null }))
    renderPage("")
    expect(await screen.findByText("A card is on file.")).toBeTruthy()
    expect(screen.queryByText(/····/)).toBeNull()
  })
})
