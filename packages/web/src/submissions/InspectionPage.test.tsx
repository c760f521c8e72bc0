import { ErrorCode } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import InspectionPage from "./InspectionPage.tsx"

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

const OPEN = {
  submission_id: 71,
  status: 5,
  address: null,
  city: null,
  state: null,
  zip_code: null,
  is_inspection_booked: false,
  booked_at: null,
  report_url: null,
  reported_at: null,
  approved: null,
  answered_at: null
}
const SAVED = { ...OPEN, address: "1 Main St", city: "Portland", state: "OR", zip_code: "97201" }
const BOOKED = { ...SAVED, is_inspection_booked: true, booked_at: "2026-11-28T10:00:00.000Z" }
const REPORTED = { ...BOOKED, report_url: "https://reports.example.com/911.pdf", reported_at: "2026-11-29T10:00:00.000Z" }

const INSPECTION = "/v1/submissions/71/inspection"

const renderPage = () => {
  const location = memoryLocation({ path: "/submissions/71/inspection", record: true })
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/submissions/:submissionId/inspection">
            <InspectionPage />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
}

const callsTo = (calls: ReadonlyArray<ApiCall>, method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url === `/api${path}`)

/** The inspection as the server keeps it: `booked` once the booking went through. */
const inspectionServer = () => {
  let shown: object = OPEN
  return {
    answer: (call: ApiCall) => {
      if (call.url !== `/api${INSPECTION}` && call.url !== `/api${INSPECTION}/book`) return undefined
      if (call.method === "PUT") shown = { ...SAVED, ...(call.body as object), state: "OR", zip_code: "97201" }
      if (call.method === "POST") shown = { ...shown, is_inspection_booked: true, booked_at: BOOKED.booked_at }
      return Response.json(shown)
    },
    book: () => (shown = { ...SAVED, is_inspection_booked: true })
  }
}

const fillAddress = async () => {
  fireEvent.change(await screen.findByLabelText("Address"), { target: { value: "1 Main St" } })
  fireEvent.change(screen.getByLabelText("City"), { target: { value: "Portland" } })
  fireEvent.change(screen.getByLabelText("State"), { target: { value: "OR" } })
  fireEvent.change(screen.getByLabelText("Zip code"), { target: { value: "97201" } })
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the inspection page", () => {
  it("books: saves the address, registers to bid with the card on file and the terms, then shows it booked", async () => {
    const server = inspectionServer()
    const api = fakeApi(on("GET", "/v1/auth/payment", CARD_ON_FILE), server.answer)
    renderPage()
    expect(await screen.findByText("Visa ending in 4242 is on file.")).toBeTruthy()
    await fillAddress()
    fireEvent.click(screen.getByLabelText("Register me to bid: I accept the bidding agreement"))
    fireEvent.click(screen.getByLabelText(/I agree to the inspection terms/))
    fireEvent.click(screen.getByRole("button", { name: "Book inspection" }))

    expect(await screen.findByRole("heading", { name: "Your inspection is booked" })).toBeTruthy()
    expect(screen.getByText("The inspector comes to 1 Main St, Portland, OR 97201.")).toBeTruthy()
    expect(callsTo(api.calls, "PUT", INSPECTION)[0]!.body).toEqual({
      address: "1 Main St",
      city: "Portland",
      state: "OR",
      zip_code: "97201"
    })
    expect(callsTo(api.calls, "POST", `${INSPECTION}/book`)[0]!.body).toEqual({ register_to_bid: true, terms_agreement: true })
  })

  it("shows the domain's words at each field before sending anything: the address, the card, registering and the terms", async () => {
    const api = fakeApi(on("GET", "/v1/auth/payment", NO_CARD), on("GET", INSPECTION, OPEN))
    renderPage()
    expect(await screen.findByText("Add a card to book the inspection.")).toBeTruthy()
    expect(screen.getByLabelText("Card number")).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Zip code"), { target: { value: "9720" } })
    fireEvent.click(screen.getByRole("button", { name: "Book inspection" }))

    expect(await screen.findByText("Enter the street address of the car.")).toBeTruthy()
    expect(screen.getByText("Enter the city.")).toBeTruthy()
    expect(screen.getByText("Choose the state.")).toBeTruthy()
    expect(screen.getByText("Invalid zip code")).toBeTruthy()
    expect(screen.getByRole("alert").textContent).toBe("Add a card to book the inspection.")
    expect(screen.getByText("Register to bid to book the inspection.")).toBeTruthy()
    expect(screen.getByText("Agree to the inspection terms to book it.")).toBeTruthy()
    expect(api.calls.filter((call) => call.method !== "GET")).toEqual([])
  })

  it("shows the server's words at the field it names", async () => {
    fakeApi(
      on("GET", "/v1/auth/payment", { ...CARD_ON_FILE, bidding_agreement: true }),
      on("GET", INSPECTION, SAVED),
      on(
        "POST",
        `${INSPECTION}/book`,
        {
          error_code: ErrorCode.inspection_invalid,
          message: "Add a card to book the inspection.",
          fields: [{ field: "payment_method_id", message: "Add a card to book the inspection." }]
        },
        400
      )
    )
    renderPage()
    expect(await screen.findByText("Visa ending in 4242 is on file.")).toBeTruthy()
    expect(screen.getByDisplayValue("1 Main St")).toBeTruthy()
    expect(screen.queryByLabelText("Register me to bid: I accept the bidding agreement")).toBeNull()
    fireEvent.click(screen.getByLabelText(/I agree to the inspection terms/))
    fireEvent.click(screen.getByRole("button", { name: "Book inspection" }))
    expect((await screen.findByRole("alert")).textContent).toBe("Add a card to book the inspection.")
  })

  it("takes an 'already booked' answer as booked", async () => {
    for (const code of [ErrorCode.inspection_already_booked, ErrorCode.inspection_already_inspected]) {
      const server = inspectionServer()
      const api = fakeApi(
        on("GET", "/v1/auth/payment", { ...CARD_ON_FILE, bidding_agreement: true }),
        (call) => {
          if (call.method !== "POST") return undefined
          server.book()
          return Response.json({ error_code: code, message: "Your inspection is booked already." }, { status: 409 })
        },
        server.answer
      )
      renderPage()
      await screen.findByText("Visa ending in 4242 is on file.")
      await fillAddress()
      fireEvent.click(screen.getByLabelText(/I agree to the inspection terms/))
      fireEvent.click(screen.getByRole("button", { name: "Book inspection" }))
      expect(await screen.findByRole("heading", { name: "Your inspection is booked" })).toBeTruthy()
      expect(callsTo(api.calls, "POST", `${INSPECTION}/book`)).toHaveLength(1)
      expect(screen.queryByRole("alert")).toBeNull()
      cleanup()
      vi.unstubAllGlobals()
    }
  })

  it("says where the submission stands when it isn't due for its inspection", async () => {
    fakeApi(on("GET", "/v1/auth/payment", CARD_ON_FILE), on("GET", INSPECTION, { ...OPEN, status: 3 }))
    renderPage()
    expect(await screen.findByText("Pay the listing fee before booking the inspection.")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Book inspection" })).toBeNull()
  })

  it("links the report and approves the inspection once", async () => {
    const api = fakeApi(
      on("GET", INSPECTION, REPORTED),
      on("POST", `${INSPECTION}/approve`, { ...REPORTED, approved: true, answered_at: "2026-11-29T11:00:00.000Z" })
    )
    renderPage()
    const link = await screen.findByRole("link", { name: "View the inspection report" })
    expect(link.getAttribute("href")).toBe(REPORTED.report_url)
    fireEvent.click(screen.getByRole("button", { name: "Approve inspection" }))
    expect(await screen.findByText("You approved the inspection.")).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Decline inspection" })).toBeNull()
    await waitFor(() => expect(callsTo(api.calls, "POST", `${INSPECTION}/approve`).map((call) => call.body)).toEqual([{ approved: true }]))
  })

  it("shows a refused answer in the server's words", async () => {
    fakeApi(
      on("GET", INSPECTION, REPORTED),
      on(
        "POST",
        `${INSPECTION}/approve`,
        { error_code: ErrorCode.inspection_not_answerable, message: "You declined this inspection already." },
        409
      )
    )
    renderPage()
    fireEvent.click(await screen.findByRole("button", { name: "Decline inspection" }))
    expect((await screen.findByRole("alert")).textContent).toBe("You declined this inspection already.")
  })
})
