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
import { getDefaultStore } from "jotai"
import { visitorDistanceSettingAtom } from "../distance/visitorDistanceSetting.ts"

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
    expect(bar.getByRole("link", { name: "Closest to me" }).getAttribute("href")).toBe("/?sort=5&transmission=manual")
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

describe("HomePage sorted Closest to me", () => {
  const store = getDefaultStore()
  afterEach(() => {
    vi.unstubAllGlobals()
    store.set(visitorDistanceSettingAtom, null)
  })

  /** Answers the live list by its query: an unknown zip code is refused as the server does. */
  const listByZip = () =>
    vi.fn(async (url: string) => {
      const refused = new URL(url, "http://localhost").searchParams.get("zip_code") === "99999"
      return new Response(JSON.stringify(refused ? { error_code: 5601, message: "Invalid zip code" } : { auctions: [], total: 0 }), {
        status: refused ? 400 : 200,
        headers: { "content-type": "application/json" }
      })
    })

  it("without a setting asks for a zip code in the modal and inline, fetching no list, and goes back to the default sort on closing", async () => {
    const fetch = listByZip()
    vi.stubGlobal("fetch", fetch)
    const { history } = renderHome("/?sort=5&transmission=manual")
    const dialog = within(await screen.findByRole("dialog", { name: "Cars closest to me" }))
    expect(dialog.getByLabelText("Zip code")).toBeTruthy()
    expect(screen.getByRole("region", { name: "Cars closest to me" })).toBeTruthy()
    // the hero slider asks for the featured heroes; the list waits for a zip code
    expect(fetch.mock.calls.map(([url]) => url).filter((url) => url.includes("sort=5"))).toEqual([])
    fireEvent.click(dialog.getByRole("button", { name: "Close" }))
    expect(history.at(-1)).toBe("/?transmission=manual")
  })

  it("checks the zip code, says 'Please enter a zip code' and 'Invalid zip code', then lists from the zip code kept in the browser", async () => {
    const fetch = listByZip()
    vi.stubGlobal("fetch", fetch)
    renderHome("/?sort=5")
    const dialog = within(await screen.findByRole("dialog", { name: "Cars closest to me" }))
    fireEvent.click(dialog.getByRole("button", { name: "Show cars" }))
    expect(await dialog.findByText("Please enter a zip code")).toBeTruthy()
    fireEvent.change(dialog.getByLabelText("Zip code"), { target: { value: " 999 99" } })
    expect((dialog.getByLabelText("Zip code") as HTMLInputElement).value).toBe("99999")
    fireEvent.click(dialog.getByRole("button", { name: "Show cars" }))
    expect(await dialog.findByText("Invalid zip code")).toBeTruthy()
    fireEvent.change(dialog.getByLabelText("Zip code"), { target: { value: "97201" } })
    fireEvent.change(dialog.getByLabelText("Max distance"), { target: { value: "200" } })
    fireEvent.click(dialog.getByRole("button", { name: "Show cars" }))
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(
      await screen.findByText("No auctions match. Please verify your zip code, widen your search distance, or start over.")
    ).toBeTruthy()
    expect(fetch).toHaveBeenCalledWith("/api/v1/auctions?sort=5&country=US&zip_code=97201&miles=200", expect.anything())
    expect(screen.getByText("Nearest to 97201 first, within 200 miles.")).toBeTruthy()
    expect(JSON.parse(localStorage.getItem("redline.distance")!)).toEqual({ country: "US", zip_code: "97201", max_distance: 200 })
  })

  it("lists every Canadian car from a setting in Canada, and says to check back soon when there are none", async () => {
    const fetch = listByZip()
    vi.stubGlobal("fetch", fetch)
    store.set(visitorDistanceSettingAtom, { country: "CA", zip_code: null, max_distance: null })
    renderHome("/?sort=5")
    expect(await screen.findByText("No auctions match. Please check back soon!")).toBeTruthy()
    expect(fetch).toHaveBeenCalledWith("/api/v1/auctions?sort=5&country=CA", expect.anything())
  })

  it("shows the zip error state with the form when the list refuses the zip code kept", async () => {
    vi.stubGlobal("fetch", listByZip())
    store.set(visitorDistanceSettingAtom, { country: "US", zip_code: "99999", max_distance: 500 })
    renderHome("/?sort=5")
    const inline = within(await screen.findByRole("region", { name: "Cars closest to me" }))
    expect(inline.getByText("No auctions match. Please verify your zip code, widen your search distance, or start over.")).toBeTruthy()
    expect((inline.getByLabelText("Zip code") as HTMLInputElement).value).toBe("99999")
  })

  it("toggles to Canada and back, clearing the error, and needs no zip code in Canada", async () => {
    vi.stubGlobal("fetch", listByZip())
    renderHome("/?sort=5")
    const dialog = within(await screen.findByRole("dialog", { name: "Cars closest to me" }))
    fireEvent.click(dialog.getByRole("button", { name: "Show cars" }))
    await dialog.findByText("Please enter a zip code")
    fireEvent.click(dialog.getByRole("button", { name: "In Canada?" }))
    expect(dialog.queryByText("Please enter a zip code")).toBeNull()
    expect(dialog.queryByLabelText("Zip code")).toBeNull()
    fireEvent.click(dialog.getByRole("button", { name: "In the US?" }))
    expect(dialog.getByLabelText("Zip code")).toBeTruthy()
    fireEvent.click(dialog.getByRole("button", { name: "In Canada?" }))
    fireEvent.click(dialog.getByRole("button", { name: "Show cars" }))
    expect(await screen.findByText("No auctions match. Please check back soon!")).toBeTruthy()
  })
})
