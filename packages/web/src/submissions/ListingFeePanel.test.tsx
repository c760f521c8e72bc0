import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { submission } from "./submission.fixture.ts"
import SubmissionPage from "./SubmissionPage.tsx"

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
const NO_CARD = { ...CARD_ON_FILE, card_on_file: false, brand: null, last4: null, exp_month: null, exp_year: null }

const ACCEPTED = submission({ status: 3, next_step: null })
const PAID = submission({ status: 5, next_step: null })
const CHAT = [
  on("GET", "/v1/submissions/71/messages", { messages: [], unread_count: 0, user: { username: "dana" } }),
  on("POST", "/v1/submissions/71/messages/seen", { unread_count: 0, total_unread_count: 0 })
]

const renderPage = (search = "") => {
  const location = memoryLocation({ path: "/submissions/71", searchPath: search, record: true })
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <TestRealtime routes={new RealtimeRoutes()} socket="open">
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/submissions/:submissionId">
              <SubmissionPage />
            </Route>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
}

const payCalls = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter((call) => call.method === "POST" && call.url === "/api/v1/submissions/71/pay")

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the listing fee's panel", () => {
  it("applies a promo code, pays the fee after it with the card on file, and shows the submission Paid", async () => {
    let answerPay: (response: Response) => void = () => undefined
    const api = fakeApi(
      on("GET", "/v1/submissions/71", ACCEPTED),
      on("GET", "/v1/auth/payment", CARD_ON_FILE),
      on("GET", "/v1/submissions/71/promo_code", { promo_code: "half-off", fee: 9_900, amount: 4_950 }),
      (call) =>
        call.method === "POST" && call.url === "/api/v1/submissions/71/pay" ? new Promise((resolve) => (answerPay = resolve)) : undefined,
      ...CHAT
    )
    renderPage()
    expect(await screen.findByRole("heading", { level: 2, name: "Pay listing fee" })).toBeTruthy()
    expect(await screen.findByText("Visa ending in 4242 is on file.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Pay $99" })).toBeTruthy()

    fireEvent.change(screen.getByLabelText("Promo code"), { target: { value: "Half-Off" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(await screen.findByRole("button", { name: "Pay $49.50" })).toBeTruthy()
    expect(screen.getByText(/with HALF-OFF/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Promo code"), { target: { value: "Half-Of" } })
    expect(screen.getByRole("button", { name: "Pay $99" })).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Promo code"), { target: { value: "Half-Off" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    const pay = await screen.findByRole("button", { name: "Pay $49.50" })
    expect(api.calls.find((call) => call.url.startsWith("/api/v1/submissions/71/promo_code"))?.url).toBe(
      "/api/v1/submissions/71/promo_code?code=Half-Off"
    )

    fireEvent.click(pay)
    const paying = await screen.findByRole("button", { name: "Paying…" })
    expect((paying as HTMLButtonElement).disabled).toBe(true)
    await waitFor(() => expect(payCalls(api)).toHaveLength(1))
    expect(payCalls(api)[0]!.body).toEqual({ promo_code: "half-off", idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) })
    answerPay(Response.json({ status: "paid", promo_code: "half-off", fee: 9_900, amount: 4_950, authentication: null, submission: PAID }))
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Pay listing fee" })).toBeNull())
    expect(screen.getByText("Paid", { selector: ".submission-page__status" })).toBeTruthy()
  })

  it("shows a code's refusal at the field and keeps the full fee", async () => {
    fakeApi(
      on("GET", "/v1/submissions/71", ACCEPTED),
      on("GET", "/v1/auth/payment", CARD_ON_FILE),
      on("GET", "/v1/submissions/71/promo_code", { error_code: 6014, message: "This promo code has expired." }, 400),
      ...CHAT
    )
    renderPage()
    fireEvent.change(await screen.findByLabelText("Promo code"), { target: { value: "gone" } })
    fireEvent.click(screen.getByRole("button", { name: "Apply" }))
    expect(await screen.findByText("This promo code has expired.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Pay $99" })).toBeTruthy()
  })

  it("says why a card was declined, and pays again as a new payment", async () => {
    const api = fakeApi(on("GET", "/v1/submissions/71", ACCEPTED), on("GET", "/v1/auth/payment", CARD_ON_FILE), ...CHAT)
    api.answerFirst(on("POST", "/v1/submissions/71/pay", { error_code: 3101, message: "Your card has insufficient funds." }, 402))
    renderPage()
    await screen.findByText("Visa ending in 4242 is on file.")
    fireEvent.click(screen.getByRole("button", { name: "Pay $99" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Your card has insufficient funds.")
    fireEvent.click(screen.getByRole("button", { name: "Pay $99" }))
    await waitFor(() => expect(payCalls(api)).toHaveLength(2))
    const [first, second] = payCalls(api).map((call) => (call.body as { idempotency_key: string }).idempotency_key)
    expect(second).not.toBe(first)
  })

  it("sends the seller to the bank's page when the bank confirms the payment first, and says so when it didn't", async () => {
    const bank = "http://127.0.0.1:9/authenticate/pi_1?client_secret=pi_1_secret"
    fakeApi(
      on("GET", "/v1/submissions/71", ACCEPTED),
      on("GET", "/v1/auth/payment", CARD_ON_FILE),
      on("POST", "/v1/submissions/71/pay", {
        status: "requires_action",
        promo_code: null,
        fee: 9_900,
        amount: 9_900,
        authentication: { url: bank },
        submission: ACCEPTED
      }),
      ...CHAT
    )
    renderPage()
    await screen.findByText("Visa ending in 4242 is on file.")
    fireEvent.click(screen.getByRole("button", { name: "Pay $99" }))
    expect((await screen.findByRole("link", { name: "Confirm with your bank" })).getAttribute("href")).toBe(bank)
    expect((screen.getByRole("button", { name: "Pay $99" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("says the bank didn't confirm the payment, back from its page", async () => {
    fakeApi(on("GET", "/v1/submissions/71", ACCEPTED), on("GET", "/v1/auth/payment", CARD_ON_FILE), ...CHAT)
    renderPage("payment_intent=pi_1&redirect_status=failed")
    expect(await screen.findByText("Your bank didn't confirm the payment. Please try again, or use another card.")).toBeTruthy()
  })

  it("offers the card form where no card is on file, Pay waiting for a card", async () => {
    fakeApi(on("GET", "/v1/submissions/71", ACCEPTED), on("GET", "/v1/auth/payment", NO_CARD), ...CHAT)
    renderPage()
    expect(await screen.findByText("Add a card to pay the listing fee.")).toBeTruthy()
    expect(screen.getByLabelText("Card number")).toBeTruthy()
    expect((screen.getByRole("button", { name: "Pay $99" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("offers the card form when the server finds no card to charge, though the account says there is one", async () => {
    const api = fakeApi(on("GET", "/v1/submissions/71", ACCEPTED), on("GET", "/v1/auth/payment", CARD_ON_FILE), ...CHAT)
    api.answerFirst(on("POST", "/v1/submissions/71/pay", { error_code: 6016, message: "Add a card to pay the listing fee." }, 409))
    renderPage()
    await screen.findByText("Visa ending in 4242 is on file.")
    fireEvent.click(screen.getByRole("button", { name: "Pay $99" }))
    expect(await screen.findByLabelText("Card number")).toBeTruthy()
    expect(screen.getAllByText("Add a card to pay the listing fee.")).toHaveLength(1)
    expect(screen.queryByText("Visa ending in 4242 is on file.")).toBeNull()
    expect((screen.getByRole("button", { name: "Pay $99" }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("shows no panel before staff accept the car, nor once paid", async () => {
    fakeApi(on("GET", "/v1/submissions/71", PAID), on("GET", "/v1/auth/payment", CARD_ON_FILE), ...CHAT)
    renderPage()
    expect(await screen.findByRole("heading", { level: 1, name: "2021 Acura NSX" })).toBeTruthy()
    expect(screen.queryByRole("heading", { name: "Pay listing fee" })).toBeNull()
  })
})
