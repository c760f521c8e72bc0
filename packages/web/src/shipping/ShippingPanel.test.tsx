import type { AuctionDetail, ShippingOrder, ShippingQuote } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionDetail, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { ShippingPanel } from "./ShippingPanel.tsx"
import { signInRequestAtom } from "../auth/signInDialog.ts"

const DAY = 86_400_000
const QUOTE_PATH = "/v1/auctions/7/shipping_quote"
const ORDER_PATH = "/v1/auctions/7/shipping_order"

const QUOTE: ShippingQuote = {
  id: 41,
  auction_id: 7,
  origin: { location: "Austin, TX", state: "TX" },
  destination: { zip_code: "10001", state: "NY" },
  places: null,
  distance_miles: 1_850,
  open_shipping_quote: 1_455,
  closed_shipping_quote: 2_330,
  transit_days: { min: 5, max: 7 },
  quoted_at: new Date().toISOString()
}
const ADDRESS = { street_number: "350", street: "5th Ave", city: "New York", state: "NY", zip_code: "10118" }
const ADDRESS_QUOTE: ShippingQuote = { ...QUOTE, id: 42, destination: { zip_code: "10118", state: "NY" }, places: ADDRESS }
const ORDER: ShippingOrder = {
  id: 3,
  auction_id: 7,
  quote_id: 42,
  transport: "enclosed",
  price: 2_330,
  ...ADDRESS,
  transit_days: { min: 5, max: 7 },
  booked_at: new Date().toISOString()
}

/** Ended `daysAgo`; sold to the signed-in demo bidder unless told otherwise. */
const ended = (daysAgo: number, overrides: Partial<AuctionDetail> = {}) => {
  const auction_end = new Date(Date.now() - daysAgo * DAY).toISOString()
  return auctionDetail({ status: 101, auction_end, winner: STORED_SESSION.username, sale_amount: 50_000, ...overrides })
}

function renderPanel(auction: AuctionDetail = auctionDetail(), store = createStore()) {
  const location = memoryLocation({ path: "/auctions/7/1995-porsche-911-carrera-coupe", record: true })
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook}>
          <ShippingPanel auction={auction} />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
}

const zipField = () => screen.getByLabelText<HTMLInputElement>("Zip code")
const typeZip = (zip: string) => fireEvent.change(zipField(), { target: { value: zip } })
const getQuote = () => fireEvent.click(screen.getByRole("button", { name: /Get quote|Getting quote/ }))

describe("ShippingPanel, quoting by zip code", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("strips whitespace from the zip code as typed and keeps 5 characters", () => {
    fakeApi()
    renderPanel()
    expect(screen.getByRole("heading", { name: "Shipping" })).toBeTruthy()
    expect(screen.getByText("Ships from Austin, TX 78701")).toBeTruthy()
    typeZip(" 100 01")
    expect(zipField().value).toBe("10001")
    typeZip("100019")
    expect(zipField().value).toBe("10001")
    // the browser would cut a pasted ' 90210' to ' 9021' before the space is stripped
    expect(zipField().maxLength).toBe(-1)
    typeZip(" 90210")
    expect(zipField().value).toBe("90210")
  })

  it("asks for a zip code before asking the server", () => {
    const api = fakeApi()
    renderPanel()
    getQuote()
    expect(screen.getByText("Please enter a zip code")).toBeTruthy()
    expect(zipField().getAttribute("aria-invalid")).toBe("true")
    expect(document.activeElement).toBe(zipField())
    expect(api.calls).toEqual([])
  })

  it("loads, shows the quote with both prices and the transit time, and edits back to the form", async () => {
    let answer: (response: Response) => void = () => {}
    const api = fakeApi((call) =>
      call.url === `/api${QUOTE_PATH}`
        ? (new Promise<Response>((resolve) => {
            answer = resolve
          }) as unknown as Response)
        : undefined
    )
    renderPanel()
    typeZip("10001")
    getQuote()
    const loading = screen.getByRole("button", { name: "Getting quote…" })
    expect(loading.getAttribute("aria-disabled")).toBe("true")
    // a call that changes something waits for the browser's handshake first
    await waitFor(() => expect(api.calls[0]).toMatchObject({ method: "POST", body: { zip_code: "10001" }, authorization: null }))

    answer(Response.json(QUOTE))
    const quote = await screen.findByText("Austin, TX")
    const summary = quote.closest<HTMLElement>(".shipping-quote")!
    expect(document.activeElement).toBe(summary)
    expect(within(summary).getByText("10001 (NY)")).toBeTruthy()
    expect(within(summary).getByText("About 1,850 miles · Estimated transit 5–7 days")).toBeTruthy()
    expect(within(summary).getByText("Open transport").nextElementSibling?.textContent).toBe("$1,455")
    expect(within(summary).getByText("Enclosed transport").nextElementSibling?.textContent).toBe("$2,330")
    expect(screen.queryByRole("button", { name: "Book shipping" })).toBeNull()

    fireEvent.click(screen.getByRole("button", { name: "Edit" }))
    expect(zipField().value).toBe("10001")
    expect(document.activeElement).toBe(zipField())
  })

  it("sends the session along when there is one", async () => {
    signIn()
    const api = fakeApi(on("POST", QUOTE_PATH, QUOTE))
    renderPanel()
    typeZip("10001")
    getQuote()
    await screen.findByText("10001 (NY)")
    expect(api.calls[0]?.authorization).toBe("Bearer key-1")
  })

  it("says a real zip code outside the contiguous states is outside instant-quote coverage (107)", async () => {
    fakeApi(on("POST", QUOTE_PATH, { error_code: 107, message: "Outside instant-quote coverage", outside_coverage: true }, 400))
    renderPanel()
    typeZip("96813")
    getQuote()
    const notice = await screen.findByRole("alert")
    expect(within(notice).getByText("Outside instant-quote coverage")).toBeTruthy()
    expect(within(notice).queryByText("Invalid zip code")).toBeNull()
    expect(within(notice).getByText("Instant quotes cover only the 48 contiguous US states.")).toBeTruthy()
    expect(within(notice).getByRole("link", { name: "shipping@redline.local" })).toBeTruthy()
    expect(zipField().getAttribute("aria-invalid")).toBeNull()
  })

  it("explains error 107: only the contiguous states, with contact details", async () => {
    fakeApi(on("POST", QUOTE_PATH, { error_code: 107, message: "Invalid zip code", outside_coverage: false }, 400))
    renderPanel()
    typeZip("99501")
    getQuote()
    const notice = await screen.findByRole("alert")
    expect(within(notice).getByText("Invalid zip code")).toBeTruthy()
    expect(within(notice).getByText("Instant quotes cover only the 48 contiguous US states.")).toBeTruthy()
    expect(within(notice).getByRole("link", { name: "shipping@redline.local" }).getAttribute("href")).toBe("mailto:shipping@redline.local")
    expect(within(notice).getByRole("link", { name: "(888) 555-0142" }).getAttribute("href")).toBe("tel:+18885550142")
    expect(zipField().value).toBe("99501")

    typeZip("9950")
    expect(screen.queryByRole("alert")).toBeNull()
  })

  it("says the car isn't eligible for any other failure, with contact details", async () => {
    fakeApi(on("POST", QUOTE_PATH, { error_code: 2201, message: "This vehicle isn't eligible for instant shipping quotes." }, 422))
    renderPanel()
    typeZip("10001")
    getQuote()
    const notice = await screen.findByRole("alert")
    expect(within(notice).getByText("This vehicle isn't eligible for instant shipping quotes.")).toBeTruthy()
    expect(within(notice).getByText(/For a quote, contact us at/)).toBeTruthy()
  })

  it("offers contact details instead of a form for a car outside the contiguous states", () => {
    fakeApi()
    renderPanel(auctionDetail({ shipping_quote_eligible: false }))
    expect(screen.getByText("This vehicle isn't eligible for instant shipping quotes.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "shipping@redline.local" })).toBeTruthy()
    expect(screen.queryByLabelText("Zip code")).toBeNull()
  })
})

describe("ShippingPanel after the end", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("keeps the zip quote for others for seven days, offering a winner who isn't signed in to sign in", () => {
    fakeApi()
    const store = createStore()
    const location = renderPanel(ended(6, { winner: "turbo_tess" }), store)
    expect(zipField()).toBeTruthy()
    const signIn = screen.getByRole("link", { name: "Sign in to book shipping" })
    // opened in a new tab, the sign-in page; followed here, the dialog over the page
    expect(signIn.getAttribute("href")).toBe("/signin/?redirect=%2Fauctions%2F7%2F1995-porsche-911-carrera-coupe&action=book-shipping")
    fireEvent.click(signIn)
    expect(store.get(signInRequestAtom)).toEqual({
      from: "/auctions/7/1995-porsche-911-carrera-coupe",
      action: "book-shipping",
      subject: null,
      sessionExpired: false
    })
    expect(location.history).toEqual(["/auctions/7/1995-porsche-911-carrera-coupe"])
  })

  it("is gone for everyone but the winner after seven days", () => {
    fakeApi()
    renderPanel(ended(8, { winner: "turbo_tess" }))
    expect(screen.queryByRole("heading", { name: "Shipping" })).toBeNull()
  })

  it("is not offered on a canceled auction", () => {
    fakeApi()
    renderPanel(ended(1, { status: 104, winner: null }))
    expect(screen.queryByRole("heading", { name: "Shipping" })).toBeNull()
  })
})

describe("ShippingPanel for the winner", () => {
  afterEach(() => vi.unstubAllGlobals())

  const fillAddress = () => {
    fireEvent.change(screen.getByLabelText("Street number"), { target: { value: ADDRESS.street_number } })
    fireEvent.change(screen.getByLabelText("Street"), { target: { value: ADDRESS.street } })
    fireEvent.change(screen.getByLabelText("City"), { target: { value: ADDRESS.city } })
    fireEvent.change(screen.getByLabelText("State"), { target: { value: ADDRESS.state } })
    fireEvent.change(screen.getByLabelText("Zip code"), { target: { value: ADDRESS.zip_code } })
  }

  it("asks for the whole address, quotes it, and books the transport chosen", async () => {
    signIn()
    const api = fakeApi(
      on("GET", ORDER_PATH, { shipping_order: null }),
      on("POST", QUOTE_PATH, ADDRESS_QUOTE),
      on("POST", ORDER_PATH, ORDER)
    )
    renderPanel(ended(30))
    expect(await screen.findByRole("heading", { name: "Ship your car" })).toBeTruthy()
    fireEvent.change(await screen.findByLabelText("Street number"), { target: { value: "350" } })
    getQuote()
    expect(screen.getByRole("alert").textContent).toBe("Please select a valid address")
    expect(api.calls.filter((call) => call.method === "POST")).toEqual([])

    fillAddress()
    getQuote()
    await screen.findByText("350 5th Ave, New York, NY 10118")
    expect(api.calls.find((call) => call.url === `/api${QUOTE_PATH}`)?.body).toEqual({ address: ADDRESS })

    fireEvent.click(screen.getByRole("radio", { name: /Enclosed transport/ }))
    fireEvent.click(screen.getByRole("button", { name: "Book shipping" }))
    const booked = await screen.findByText("Shipping booked")
    expect(api.calls.at(-1)).toMatchObject({
      method: "POST",
      authorization: "Bearer key-1",
      body: { quote_id: 42, transport: "enclosed", ...ADDRESS }
    })
    const summary = booked.parentElement!
    expect(within(summary).getByText("Enclosed transport to 350 5th Ave, New York, NY 10118")).toBeTruthy()
    expect(within(summary).getByText("$2,330 · Estimated transit 5–7 days")).toBeTruthy()
    expect(document.activeElement).toBe(summary)
  })

  it("shows shipping already booked", async () => {
    signIn()
    fakeApi(on("GET", ORDER_PATH, { shipping_order: ORDER }))
    renderPanel(ended(2))
    expect(await screen.findByText("Shipping booked")).toBeTruthy()
    expect(screen.getByRole("link", { name: "View Winner's Page" })).toBeTruthy()
    expect(screen.queryByLabelText("Street number")).toBeNull()
  })

  it("says 'Invalid address' for error 107", async () => {
    signIn()
    fakeApi(
      on("GET", ORDER_PATH, { shipping_order: null }),
      on("POST", QUOTE_PATH, { error_code: 107, message: "Invalid address", outside_coverage: false }, 400)
    )
    renderPanel(ended(2))
    await screen.findByLabelText("Street number")
    fillAddress()
    getQuote()
    const notice = await screen.findByRole("alert")
    expect(within(notice).getByText("Invalid address")).toBeTruthy()
    expect(within(notice).getByText("Instant quotes cover only the 48 contiguous US states.")).toBeTruthy()
  })

  describe("error 157, shipping already paid", () => {
    const refusedWith = async (body: object) => {
      signIn()
      fakeApi(on("GET", ORDER_PATH, { shipping_order: null }), on("POST", QUOTE_PATH, { error_code: 157, message: "paid", ...body }, 409))
      renderPanel(ended(2))
      await screen.findByLabelText("Street number")
      fillAddress()
      getQuote()
      return screen.findByRole("alert")
    }

    it("asks for the paid quote's zip code when another was entered", async () => {
      const notice = await refusedWith({ destination_zip_code: "78701" })
      expect(notice.textContent).toBe(
        "Shipping for this car is already paid for delivery to 78701. Please use the zip code of your paid quote, 78701."
      )
    })

    it("says shipping is booked, with the winner's page, for the same zip code", async () => {
      const notice = await refusedWith({ destination_zip_code: "10118" })
      expect(within(notice).getByText("Shipping for this car is booked.")).toBeTruthy()
      expect(within(notice).getByRole("link", { name: "View Winner's Page" }).getAttribute("href")).toBe("/buyer/")
    })

    it("asks for the same address otherwise", async () => {
      const notice = await refusedWith({})
      expect(notice.textContent).toBe("Shipping for this car is already paid. Please enter the same address as your paid quote.")
    })
  })

  it("brings a winner back from signing in to the address form", async () => {
    signIn()
    fakeApi(on("GET", ORDER_PATH, { shipping_order: null }))
    window.history.replaceState({ action: "book-shipping" }, "")
    renderPanel(ended(2))
    const street = await screen.findByLabelText("Street number")
    await waitFor(() => expect(document.activeElement).toBe(street))
    expect(window.history.state).toMatchObject({ action: null })
  })
})
