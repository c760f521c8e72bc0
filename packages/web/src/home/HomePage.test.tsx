import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import HomePage from "./HomePage.tsx"

const answer = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }))

const renderHome = (path = "/") => {
  const location = memoryLocation({ path, record: true })
  const routes = new RealtimeRoutes()
  const queryClient = createQueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <TestRealtime routes={routes}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <HomePage />
        </Router>
      </TestRealtime>
    </QueryClientProvider>
  )
  return { ...location, routes, queryClient }
}

describe("HomePage", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks for the running auctions in the sort and filters of the URL", async () => {
    const fetch = answer(200, { auctions: [], total: 0 })
    vi.stubGlobal("fetch", fetch)
    renderHome("/?sort=6&transmission=manual&start_year=1990")
    await screen.findByText("No auctions match. Please broaden your selections, or start over.")
    expect(fetch).toHaveBeenCalledWith("/api/v1/auctions?sort=6&start_year=1990&transmission=manual", expect.anything())
    expect(screen.getByRole("link", { name: "Start over" }).getAttribute("href")).toBe("/")
    expect(screen.getByRole("link", { name: "View auction results" }).getAttribute("href")).toBe(
      "/past-auctions/?start_year=1990&transmission=manual"
    )
  })

  it("only says no auctions match, with no start over, when nothing was narrowed", async () => {
    vi.stubGlobal("fetch", answer(200, { auctions: [], total: 0 }))
    renderHome("/")
    await screen.findByText("No auctions match.")
    expect(screen.queryByText(/broaden/)).toBeNull()
    expect(screen.queryByRole("link", { name: "Start over" })).toBeNull()
  })

  it("links each live sort with its key, the default without one, keeping the filters", () => {
    vi.stubGlobal("fetch", answer(200, { auctions: [], total: 0 }))
    renderHome("/?sort=7&transmission=manual")
    const bar = within(screen.getByRole("navigation", { name: "Sort" }))
    expect(bar.getByRole("link", { name: "Ending soon" }).getAttribute("href")).toBe("/?transmission=manual")
    expect(bar.getByRole("link", { name: "Newly listed" }).getAttribute("href")).toBe("/?sort=6&transmission=manual")
    expect(bar.getByRole("link", { name: "Lowest mileage" }).getAttribute("aria-current")).toBe("true")
    expect(bar.queryByRole("link", { name: "Closest to me" })).toBeNull()
  })

  it("changes one filter in the URL and keeps the rest", () => {
    vi.stubGlobal("fetch", answer(200, { auctions: [], total: 0 }))
    const { history } = renderHome("/?sort=6&transmission=manual")
    fireEvent.change(screen.getByLabelText("Body style"), { target: { value: "coupe" } })
    expect(history.at(-1)).toBe("/?sort=6&transmission=manual&body_style=coupe")
    fireEvent.change(screen.getByLabelText("Transmission"), { target: { value: "" } })
    expect(history.at(-1)).toBe("/?sort=6&body_style=coupe")
  })

  it("drops the end year when the start year moves past it", () => {
    vi.stubGlobal("fetch", answer(200, { auctions: [], total: 0 }))
    const { history } = renderHome("/?start_year=1990&end_year=1995")
    fireEvent.change(screen.getByLabelText("From year"), { target: { value: "2000" } })
    expect(history.at(-1)).toBe("/?start_year=2000")
  })

  it("offers the no-reserve filter and narrows the URL to it", () => {
    vi.stubGlobal("fetch", answer(200, { auctions: [], total: 0 }))
    const { history } = renderHome("/?sort=4")
    fireEvent.change(screen.getByLabelText("Reserve"), { target: { value: "true" } })
    expect(history.at(-1)).toBe("/?sort=4&no_reserve=true")
    fireEvent.change(screen.getByLabelText("Reserve"), { target: { value: "" } })
    expect(history.at(-1)).toBe("/?sort=4")
  })

  it("replaces a URL with default or invalid values by the one that says only what matters", async () => {
    vi.stubGlobal("fetch", answer(200, { auctions: [], total: 0 }))
    const { history } = renderHome("/?sort=99&transmission=foo&page=1&utm_source=mail&body_style=coupe")
    await waitFor(() => expect(history.at(-1)).toBe("/?body_style=coupe&utm_source=mail"))
    expect(history).toHaveLength(1)
  })

  it("moves a card's bid and reserve as the auctions channel tells them", async () => {
    vi.stubGlobal("fetch", answer(200, { auctions: [auctionListItem({ id: 7, current_bid: 42_000, bids: 18 })], total: 1 }))
    const { routes, queryClient } = renderHome("/")
    const bid = () => document.querySelector(".auction-card__bid")?.textContent
    await waitFor(() => expect(bid()).toBe("Bid to $42,000"))
    expect(screen.getByText("Reserve not met")).toBeTruthy()
    act(() =>
      routes.deliver(
        {
          channel: "auctions",
          seq: 0,
          kind: "auction",
          data: {
            id: 7,
            current_bid: 60_000,
            bids: 19,
            auction_end: new Date(Date.now() + 3_600_000).toISOString(),
            status: 1,
            reserve_met: true
          }
        },
        queryClient
      )
    )
    await waitFor(() => expect(bid()).toBe("Bid to $60,000"))
    expect(screen.getByText("Reserve met")).toBeTruthy()
  })

  it("offers another try when the list can't be loaded", async () => {
    vi.stubGlobal("fetch", answer(400, { error_code: 1000, message: "Bad request" }))
    renderHome()
    expect(await screen.findByRole("alert")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy()
  })
})
