import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import InquiryPage from "./InquiryPage.tsx"

const STAFF_SESSION: StoredSession = { ...STORED_SESSION, abilities: ["submit_inquiries"] }

const renderInquiry = (session: StoredSession | null) => {
  const location = memoryLocation({ path: "/sell-car/inquiry/", record: true })
  const store = createStore()
  store.set(storedSessionAtom, session)
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/sell-car/inquiry/">
            <InquiryPage />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const ACURA = {
  make: { name: "Acura", slug: "acura", models: [{ name: "NSX", slug: "nsx" }] },
  model: null,
  search: null,
  filters: {},
  saved_search: null,
  community: null
}

const VIN = "JH4NA1151MT000000"

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })

const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value

/** The seller and a car the VIN lookup fills; the model chosen among the make's. */
async function fillInquiry() {
  type("First name", "Dana")
  type("Last name", "Reyes")
  type("Email", "dana@example.com")
  type("Phone", "503-555-0100")
  type("VIN", VIN)
  fireEvent.click(screen.getByRole("button", { name: "Look up" }))
  await waitFor(() => expect(valueOf("Make")).toBe("Acura"))
  await screen.findByRole("option", { name: "NSX" })
  type("Model", "nsx")
  type("Mileage", "12,400")
  type("Zip code where the car is", "97201")
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the sell inquiry page", () => {
  it("sends a visitor to sign in, coming back to it", () => {
    fakeApi()
    const location = renderInquiry(null)
    expect(location.history.at(-1)).toBe("/signin/?redirect=%2Fsell-car%2Finquiry%2F")
  })

  it("tells a user without the ability they can't file inquiries, and checks again with the server", async () => {
    const api = fakeApi(
      on("POST", "/v1/auth/refresh", {
        user: { user_id: 1, username: "demo_bidder" },
        access_key: "key-2",
        refresh_key: "refresh-2",
        expires_at: new Date(Date.now() + 86_400_000).toISOString(),
        email_verified: true,
        details: { card_on_file: false, bidding_agreement: false, play_bid_sound: true },
        abilities: ["submit_inquiries"]
      })
    )
    renderInquiry(STORED_SESSION)
    expect(screen.getByRole("heading", { name: "You can't file sell inquiries" })).toBeTruthy()
    expect(screen.queryByLabelText("VIN")).toBeNull()
    expect(document.title).toBe("Sell Inquiry — Redline")

    fireEvent.click(screen.getByRole("button", { name: "Check again" }))
    expect(await screen.findByRole("heading", { name: "Record a seller's car" })).toBeTruthy()
    expect(api.calls.some((call) => call.method === "POST" && call.url === "/api/v1/auth/refresh")).toBe(true)
  })

  it("looks the VIN up on request, filling the year and make and saying what it found, or what is wrong", async () => {
    const api = fakeApi(
      (call) =>
        call.url.startsWith("/api/v1/vin_lookup?vin=JH4")
          ? Response.json({ vin: VIN, check_digit_warning: true, year: 2021, make: { name: "Acura", slug: "acura" } })
          : undefined,
      on("GET", "/v1/vin_lookup", { error_code: 6010, message: "A VIN has 17 characters (cars from 1981 on)." }, 400),
      on("GET", "/v1/search/translate", ACURA)
    )
    renderInquiry(STAFF_SESSION)
    type("VIN", VIN)
    fireEvent.click(screen.getByRole("button", { name: "Look up" }))
    await waitFor(() => expect(valueOf("Make")).toBe("Acura"))
    expect(valueOf("Year")).toBe("2021")
    expect(await screen.findByRole("option", { name: "NSX" })).toBeTruthy()
    expect(screen.getByText(/This VIN is a 2021 Acura: choose the model\. Its check digit doesn't match/)).toBeTruthy()
    expect(api.calls.find((call) => call.url.startsWith("/api/v1/vin_lookup"))?.url).toBe(`/api/v1/vin_lookup?vin=${VIN}`)

    type("VIN", "1HGCM")
    fireEvent.click(screen.getByRole("button", { name: "Look up" }))
    expect(await screen.findByText("A VIN has 17 characters (cars from 1981 on).")).toBeTruthy()
    // the year typed goes along, for a chassis number before 1981
    expect(api.calls.at(-1)?.url).toBe("/api/v1/vin_lookup?vin=1HGCM&year=2021")
  })

  it("checks the form with the domain's rules first, and shows the server's refusals by their fields", async () => {
    const api = fakeApi(
      on("GET", "/v1/vin_lookup", { vin: VIN, check_digit_warning: false, year: 2021, make: { name: "Acura", slug: "acura" } }),
      on("GET", "/v1/search/translate", ACURA),
      on(
        "POST",
        "/v1/inquiries",
        { error_code: 6002, message: "Invalid zip code", fields: [{ field: "car.zip_code", message: "Invalid zip code" }] },
        400
      )
    )
    renderInquiry(STAFF_SESSION)
    fireEvent.click(screen.getByRole("button", { name: "Send to the seller" }))
    expect(await screen.findByText("Please enter the seller's email.")).toBeTruthy()
    expect(screen.getByText("Please enter the VIN.")).toBeTruthy()
    expect(api.calls.some((call) => call.method === "POST")).toBe(false)

    await fillInquiry()
    fireEvent.click(screen.getByRole("button", { name: "Send to the seller" }))
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Invalid zip code")
    const zip = screen.getByLabelText("Zip code where the car is")
    expect(zip.getAttribute("aria-invalid")).toBe("true")
    expect(document.getElementById(zip.getAttribute("aria-describedby") ?? "")?.textContent).toBe("Invalid zip code")
  })

  it("sends the inquiry and says what happens next, with the seller's link", async () => {
    const api = fakeApi(
      on("GET", "/v1/vin_lookup", { vin: VIN, check_digit_warning: false, year: 2021, make: { name: "Acura", slug: "acura" } }),
      on("GET", "/v1/search/translate", ACURA),
      on(
        "POST",
        "/v1/inquiries",
        { inquiry_id: 3, invitation_id: "tok-1", url: "/sell-car/invitation/tok-1", expires_at: "2030-04-01T12:00:00.000Z" },
        201
      )
    )
    renderInquiry(STAFF_SESSION)
    await fillInquiry()
    type("Notes for our team (optional)", "Second owner, service records since new.")
    fireEvent.click(screen.getByRole("button", { name: "Send to the seller" }))

    const heading = await screen.findByRole("heading", { name: "Sent to Dana Reyes" })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(screen.getByText(/We e-mailed Dana at dana@example\.com a link to their application/)).toBeTruthy()
    expect(valueOf("Their application's link")).toBe(`${window.location.origin}/sell-car/invitation/tok-1`)
    expect(screen.getByText(/It works until April 1, 2030\./)).toBeTruthy()
    expect(api.calls.find((call) => call.method === "POST")?.body).toEqual({
      contact: { first_name: "Dana", last_name: "Reyes", email: "dana@example.com", phone: "503-555-0100" },
      car: {
        vin: VIN,
        year: 2021,
        make_slug: "acura",
        model_slug: "nsx",
        mileage: 12400,
        zip_code: "97201",
        seller_type: 1,
        dealer_name: null
      },
      notes: "Second owner, service records since new."
    })

    fireEvent.click(screen.getByRole("button", { name: "Record another car" }))
    expect(valueOf("First name")).toBe("")
  })
})
