import type { AuctionDetail } from "@redline/api"
import { monthlyPayment } from "@redline/domain"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { auctionDetail, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi } from "../testing/fakeApi.ts"
import { financeInfo } from "../testing/financeInfo.ts"
import { FinancePanel } from "./FinancePanel.tsx"

/** Answers the finance call for the price and seller type it asks about. */
const lender = (call: ApiCall) => {
  const url = new URL(call.url, "http://redline.test")
  if (url.pathname !== "/api/v1/auctions/7/finance") return undefined
  return Response.json(financeInfo(Number(url.searchParams.get("price")), url.searchParams.get("dealer") === "true"))
}

const lenderDown = (call: ApiCall) =>
  call.url.startsWith("/api/v1/auctions/7/finance")
    ? Response.json({ error_code: 2303, message: "Sorry, an error occurred. Please try again." }, { status: 503 })
    : undefined

function renderPanel(auction: AuctionDetail = auctionDetail(), answer = lender) {
  const api = fakeApi(answer)
  // one answer per call: a failure is shown at once, not after the app's retries
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const view = render(
    <Provider store={createStore()}>
      <QueryClientProvider client={queryClient}>
        <FinancePanel auction={auction} />
      </QueryClientProvider>
    </Provider>
  )
  return { ...view, api }
}

const field = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name })
const select = (name: string) => screen.getByRole<HTMLSelectElement>("combobox", { name })
const payment = () => screen.getByRole("status").textContent
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } })
const financeCalls = (calls: ReadonlyArray<ApiCall>) => calls.filter((call) => call.url.includes("/finance")).map((call) => call.url)

describe("FinancePanel", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("lists the lender's rates for the current bid, to two decimals, the lowest rate and payment flagged", async () => {
    const { api } = renderPanel()
    const table = await screen.findByRole("table", { name: "Financing $42,000 from a private party, nothing down" })
    expect(financeCalls(api.calls)).toEqual(["/api/v1/auctions/7/finance?price=42000&dealer=false"])
    const rows = within(table)
      .getAllByRole("row")
      .slice(1)
      .map((row) => row.textContent)
    expect(rows[0]).toBe("36 months7.49%Lowest rate$1,307")
    expect(rows[1]).toBe("48 months7.49%Lowest rate$1,016")
    expect(rows[4]).toBe("84 months8.24%$660Lowest payment")
    expect(screen.getByText(/^Rates from/).textContent).toBe("Rates from 7.49% to 8.24% APR")
  })

  it("starts the calculator at the current bid, a tenth down, five years at the lender's rate for it", async () => {
    renderPanel()
    await screen.findByRole("table")
    expect(field("Purchase price").value).toBe("42,000")
    expect(field("Down payment").value).toBe("4,200")
    expect(select("Term").value).toBe("60")
    expect(select("Seller type").value).toBe("1")
    await waitFor(() => expect(field("APR").value).toBe("7.74"))
    expect(payment()).toBe(`$${monthlyPayment({ price: 42_000, downPayment: 4_200, apr: "7.74", term: 60 }).toLocaleString("en-US")}/mo`)
  })

  it("says what is wrong with each field, and shows no payment while anything is", async () => {
    renderPanel()
    await screen.findByRole("table")

    type("Purchase price", "4999")
    expect(screen.getByText("$5,000 minimum")).toBeTruthy()
    expect(field("Purchase price").getAttribute("aria-invalid")).toBe("true")
    expect(payment()).toBe("—")

    type("Purchase price", "100001")
    expect(screen.getByText("$100,000 maximum")).toBeTruthy()
    expect(payment()).toBe("—")

    type("Purchase price", "30000")
    type("Down payment", "30000")
    expect(screen.getByText("Must be below purchase price")).toBeTruthy()
    expect(payment()).toBe("—")

    type("Down payment", "0")
    type("APR", "0")
    expect(screen.getByText("Invalid APR")).toBeTruthy()
    expect(payment()).toBe("—")

    type("APR", "6")
    for (const message of ["$5,000 minimum", "$100,000 maximum", "Must be below purchase price", "Invalid APR"]) {
      expect(screen.queryByText(message)).toBeNull()
    }
    expect(payment()).toBe("$580/mo")
  })

  it("takes only what each field can hold, amounts grouped in thousands", async () => {
    renderPanel()
    await screen.findByRole("table")
    type("Purchase price", "-25000.75abc")
    expect(field("Purchase price").value).toBe("2,500,075")
    type("Purchase price", "025000")
    expect(field("Purchase price").value).toBe("25,000")
    type("Down payment", "5000.555")
    expect(field("Down payment").value).toBe("5,000.55")
    type("APR", "123.456")
    expect(field("APR").value).toBe("12.45")
  })

  it("asks the lender again for a new price once typing has settled, and for the seller type chosen", async () => {
    const { api } = renderPanel()
    await screen.findByRole("table")
    type("Purchase price", "5000")
    type("Purchase price", "35000")
    await screen.findByRole("table", { name: "Financing $35,000 from a private party, nothing down" })
    expect(financeCalls(api.calls)).toEqual([
      "/api/v1/auctions/7/finance?price=42000&dealer=false",
      "/api/v1/auctions/7/finance?price=35000&dealer=false"
    ])

    fireEvent.change(select("Seller type"), { target: { value: "2" } })
    await screen.findByRole("table", { name: "Financing $35,000 from a dealer, nothing down" })
    expect(field("APR").value).toBe("7.24")
  })

  it("keeps an APR the person typed until they choose another term", async () => {
    renderPanel()
    await screen.findByRole("table")
    await waitFor(() => expect(field("APR").value).toBe("7.74"))
    type("APR", "5.5")
    expect(field("APR").value).toBe("5.5")
    fireEvent.change(select("Term"), { target: { value: "84" } })
    expect(field("APR").value).toBe("8.24")
  })

  it("states the fine print: autopay, half a point more without it, the term in years and the number of payments", async () => {
    renderPanel()
    await screen.findByRole("table")
    const finePrint = screen.getByText(/autopay discount/).textContent
    expect(finePrint).toContain("The 8.24% APR for 7 years is the lending partner's lowest rate for its longest term")
    expect(finePrint).toContain("without autopay, rates are 0.50 percentage points higher")
    expect(finePrint).toContain("financing $42,000 at 8.24% APR for 7 years is 84 monthly payments of $660")
  })

  it("says so when the lender fails, and keeps the calculator going at the minimum rate", async () => {
    renderPanel(auctionDetail(), lenderDown)
    expect((await screen.findByRole("alert")).textContent).toContain("Sorry, an error occurred. Please try again.")
    expect(field("APR").value).toBe("6.99")
    expect(select("Term").value).toBe("60")
    expect(payment()).toBe(`$${monthlyPayment({ price: 42_000, downPayment: 4_200, apr: "6.99", term: 60 }).toLocaleString("en-US")}/mo`)
    expect(screen.queryByRole("table")).toBeNull()
    expect(screen.queryByText(/autopay/)).toBeNull()
  })

  it("is not offered for a ticket package", () => {
    const { container, api } = renderPanel(auctionDetail({ listing: { ...auctionDetail().listing, is_ticket_package: true } }))
    expect(container.textContent).toBe("")
    expect(api.calls).toEqual([])
  })

  it("is gone a day after the end, except for the winner", () => {
    const expired = auctionDetail({
      status: 101,
      winner: "demo_bidder",
      stats: { ...auctionDetail().stats, status: 101, ended_over_one_day_ago: true }
    })
    const { container, unmount } = renderPanel(expired)
    expect(container.textContent).toBe("")
    unmount()

    signIn({ ...STORED_SESSION, username: "Demo_Bidder" })
    renderPanel(expired)
    expect(screen.getByRole("region", { name: "Financing" })).toBeTruthy()
  })
})
