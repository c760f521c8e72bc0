import type { SearchInfo } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { visitorDistanceSettingAtom } from "../distance/visitorDistanceSetting.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import SearchPage from "./SearchPage.tsx"

const PORSCHE = {
  name: "Porsche",
  slug: "porsche",
  models: [
    { name: "911", slug: "911" },
    { name: "Cayenne", slug: "cayenne" }
  ]
}
const NO_FILTERS = { start_year: null, end_year: null, transmission: null, body_style: null }

const modelInfo = (overrides: Partial<SearchInfo> = {}): SearchInfo => ({
  make: PORSCHE,
  model: { name: "911", slug: "911" },
  search: null,
  filters: NO_FILTERS,
  saved_search: null,
  community: null,
  ...overrides
})

const closedMeta = {
  model_description: "The **911** has kept its engine behind the rear axle since 1964.",
  model_description_plain: "The 911 has kept its engine behind the rear axle since 1964.",
  make_description: null,
  make_description_plain: null,
  make: { name: "Porsche", slug: "porsche" },
  model: { name: "911", slug: "911" }
}

const sold = auctionListItem({ status: 101, has_sold: true, sale_amount: 61_000 })
const members = (from: number, count: number) => Array.from({ length: count }, (_, i) => ({ id: from + i, username: `flat6_${from + i}` }))

function renderSearch(path: string, store = createStore()) {
  const location = memoryLocation({ path, record: true })
  const routes = new RealtimeRoutes()
  const queryClient = createQueryClient()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/search/:makeSlug?/:modelSlug?">
              <SearchPage />
            </Route>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return { ...location, routes, queryClient }
}

const answers = (info: SearchInfo | { status: number; error_code: number; message: string }, closedTotal = 31) => [
  "status" in info ? on("GET", "/v1/search/translate", info, info.status) : on("GET", "/v1/search/translate", info),
  on("GET", "/v1/search/live", { auctions: [], meta: { total: 0, saved_search: null, model_videos: [] } }),
  on("GET", "/v1/search/closed", { auctions: [sold], meta: { ...closedMeta, total: closedTotal } })
]

describe("SearchPage", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it("shows a model's page: breadcrumb, pills, description, both lists with their counts and paging, and members", async () => {
    const api = fakeApi(...answers(modelInfo()), (call) => {
      if (!call.url.startsWith("/api/v1/search/users")) return undefined
      const offset = Number(new URL(call.url, "http://x").searchParams.get("offset"))
      return Response.json({ users: members(offset, offset === 0 ? 10 : 20), has_more: offset === 0, request_id: "r" })
    })
    renderSearch("/search/porsche/911?page=2&ss_id=abc")
    expect(await screen.findByRole("heading", { level: 1, name: "Porsche 911" })).toBeTruthy()
    expect(document.title).toBe("Porsche 911 — Redline")
    const crumbs = within(screen.getByRole("navigation", { name: "Breadcrumb" })).getAllByRole("listitem")
    expect(crumbs.map((crumb) => crumb.textContent)).toEqual(["Auctions", "Porsche", "911"])
    const pills = within(screen.getByRole("navigation", { name: "Models" }))
    expect(pills.getByRole("link", { name: "911" }).getAttribute("aria-current")).toBe("page")
    expect(pills.getByRole("link", { name: "Cayenne" }).getAttribute("href")).toBe("/search/porsche/cayenne")

    expect(await screen.findByText("No live auctions – save this search to get notified when a new listing goes live.")).toBeTruthy()
    expect(await screen.findByText("Sold for $61,000")).toBeTruthy()
    expect(screen.getByText("31 results")).toBeTruthy()
    expect(screen.getByText("engine behind the rear axle since 1964.", { exact: false }).querySelector("strong")?.textContent).toBe("911")
    expect(screen.getByRole("heading", { name: "Sell your Porsche 911" })).toBeTruthy()
    // the cards carry the search's tracking id; paging keeps the path and the id, 30 a page
    expect(screen.getByRole("link", { name: sold.title }).getAttribute("href")).toBe(`${sold.auction_url}?ss_id=abc`)
    expect(screen.getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/search/porsche/911?ss_id=abc")
    expect(screen.queryByRole("link", { name: "Page 3" })).toBeNull()
    const urls = api.calls.map((call) => call.url)
    expect(urls).toContain("/api/v1/search/translate?make_slug=porsche&model_slug=911")
    expect(urls).toContain("/api/v1/search/live?make_slug=porsche&model_slug=911&lsort=1")
    expect(urls).toContain("/api/v1/search/closed?make_slug=porsche&model_slug=911&csort=1&page=2")

    // members: 10, then 20 more, then no more
    const block = screen.getByRole("region", { name: "Community Members" })
    await waitFor(() => expect(within(block).getAllByRole("link")).toHaveLength(10))
    expect(api.calls.map((call) => call.url)).toContain("/api/v1/search/users?limit=10&offset=0")
    fireEvent.click(within(block).getByRole("button", { name: "Show more" }))
    await waitFor(() => expect(within(block).getAllByRole("link")).toHaveLength(30))
    expect(api.calls.at(-1)?.url).toBe("/api/v1/search/users?limit=20&offset=10")
    expect(within(block).queryByRole("button", { name: "Show more" })).toBeNull()
  })

  it("keeps the text, resets paging and leaves defaults out of the URL when a filter changes; the pill lists the filters", async () => {
    fakeApi(...answers(modelInfo({ make: null, model: null, search: "rare wagon" })))
    const { history } = renderSearch("/search/?q=rare+wagon&start_year=1990&csort=1&page=3")
    await screen.findByRole("heading", { level: 1, name: "rare wagon" })
    // csort=1 is the default: the URL is written again without it
    await waitFor(() => expect(history.at(-1)).toBe("/search/?start_year=1990&page=3&q=rare+wagon"))
    expect(
      within(screen.getByLabelText("Your search"))
        .getAllByText(/./)
        .map((part) => part.textContent)
    ).toEqual(["rare wagon", "1990 and newer"])
    expect(screen.queryByLabelText("Reserve")).toBeNull()
    fireEvent.change(screen.getByLabelText("Transmission"), { target: { value: "manual" } })
    expect(history.at(-1)).toBe("/search/?start_year=1990&transmission=manual&q=rare+wagon")
    expect(screen.getByRole("link", { name: "Highest price" }).getAttribute("href")).toBe(
      "/search/?csort=10&start_year=1990&transmission=manual&q=rare+wagon"
    )
  })

  it("says a saved search will tell of new listings, and its button reads Saved", async () => {
    fakeApi(...answers(modelInfo({ saved_search: { id: 41, send_email: true, send_sms: false } })))
    renderSearch("/search/porsche/911")
    expect(await screen.findByText("No live auctions – we'll let you know when a new listing matches your saved search.")).toBeTruthy()
    expect(screen.getByRole("button", { name: "Saved" })).toBeTruthy()
  })

  it("offers the Auctions/Community tabs and the community's call to action when the model has a community", async () => {
    const community = { id: 12, title: "Porsche 911", url: "/community/porsche-911", slug: "porsche-911", has_new_content: true }
    fakeApi(...answers(modelInfo({ community })), on("GET", "/v1/search/users", { users: [], has_more: false, request_id: "r" }))
    renderSearch("/search/porsche/911")
    const tabs = await screen.findByRole("navigation", { name: "Auctions and community" })
    expect(within(tabs).getByRole("link", { name: "Auctions" }).getAttribute("aria-current")).toBe("page")
    expect(within(tabs).getByRole("link", { name: "Community" }).getAttribute("href")).toBe("/community/porsche-911")
    const call = screen.getByRole("region", { name: "Porsche 911 Community New posts" })
    expect(within(call).getByRole("link", { name: "Visit the community" }).getAttribute("href")).toBe("/community/porsche-911")
  })

  it("offers no community tabs nor call to action without a community", async () => {
    fakeApi(...answers(modelInfo()), on("GET", "/v1/search/users", { users: [], has_more: false, request_id: "r" }))
    renderSearch("/search/porsche/911")
    expect(await screen.findByRole("heading", { level: 1, name: "Porsche 911" })).toBeTruthy()
    expect(screen.queryByRole("navigation", { name: "Auctions and community" })).toBeNull()
    expect(screen.queryByRole("link", { name: "Visit the community" })).toBeNull()
  })

  it("sends an unknown make to /404", async () => {
    fakeApi(...answers({ status: 404, error_code: 5402, message: "There is no such make." }))
    const unknown = renderSearch("/search/nosuchmake")
    await waitFor(() => expect(unknown.history.at(-1)).toBe("/404"))
  })

  it("sends a search of nothing home", async () => {
    const api = fakeApi()
    const { history } = renderSearch("/search/")
    await waitFor(() => expect(history.at(-1)).toBe("/"))
    expect(api.calls).toHaveLength(0)
  })

  it("says when the results are paged too far", async () => {
    fakeApi(
      ...answers(modelInfo(), 0).map((answer, index) =>
        index === 2 ? on("GET", "/v1/search/closed", { auctions: [], meta: { ...closedMeta, total: 0 } }) : answer
      )
    )
    renderSearch("/search/porsche/911?page=9")
    expect(await screen.findByText("Oops, you've paged too far.")).toBeTruthy()
  })

  it("moves a live card's bid and reserve as the auctions channel tells them", async () => {
    fakeApi(
      on("GET", "/v1/search/translate", modelInfo()),
      on("GET", "/v1/search/live", {
        auctions: [auctionListItem({ id: 7, current_bid: 42_000, bids: 18 })],
        meta: { total: 1, saved_search: null, model_videos: [] }
      }),
      on("GET", "/v1/search/closed", { auctions: [], meta: { ...closedMeta, total: 0 } })
    )
    const { routes, queryClient } = renderSearch("/search/porsche/911")
    const live = within(await screen.findByRole("region", { name: "Live Auctions" }))
    await waitFor(() => expect(live.getByText("Bid to $42,000")).toBeTruthy())
    expect(live.getByText("Reserve not met")).toBeTruthy()
    const data = {
      id: 7,
      current_bid: 60_000,
      bids: 19,
      auction_end: new Date(Date.now() + 3_600_000).toISOString(),
      status: 1,
      reserve_met: true
    }
    act(() => routes.deliver({ channel: "auctions", seq: 0, kind: "auction", data }, queryClient))
    await waitFor(() => expect(live.getByText("Bid to $60,000")).toBeTruthy())
    expect(live.getByText("Reserve met")).toBeTruthy()
  })
})

describe("SearchPage sorted Closest to me", () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The search's answers, the live list by its query: an unknown zip code is refused as the server does. */
  const liveByZip = () => {
    const near = auctionListItem({ id: 11, title: "1973 Porsche 911 near you" })
    return fakeApi(
      on("GET", "/v1/search/translate", modelInfo()),
      on("GET", "/v1/search/closed", { auctions: [], meta: { ...closedMeta, total: 0 } }),
      (call) => {
        // a visitor's zip code is checked by home's live list before it is kept
        const home = call.url.startsWith("/api/v1/auctions?")
        if (!home && !call.url.startsWith("/api/v1/search/live")) return undefined
        const query = new URL(call.url, "http://localhost").searchParams
        if (query.get("zip_code") === "99999") return Response.json({ error_code: 5601, message: "Invalid zip code" }, { status: 400 })
        const found = query.get("zip_code") === "97201" ? [near] : []
        if (home) return Response.json({ auctions: found, total: found.length })
        return Response.json({ auctions: found, meta: { total: found.length, saved_search: null, model_videos: [] } })
      }
    )
  }
  const liveCalls = (api: ReturnType<typeof fakeApi>) =>
    api.calls.map((call) => call.url).filter((url) => url.startsWith("/api/v1/search/live"))

  it("offers Closest to me in the live sort bar, keeping the rest of the URL", async () => {
    liveByZip()
    renderSearch("/search/porsche/911?csort=10&transmission=manual&ss_id=abc")
    const bar = within(await screen.findByRole("navigation", { name: "Sort live auctions" }))
    expect(bar.getByRole("link", { name: "Closest to me" }).getAttribute("href")).toBe(
      "/search/porsche/911?lsort=5&csort=10&transmission=manual&ss_id=abc"
    )
  })

  it("without a setting asks for a zip code in the modal and in place of the live list, fetching none, and goes back to the default sort on closing", async () => {
    const api = liveByZip()
    const { history } = renderSearch("/search/porsche/911?lsort=5&csort=10&transmission=manual&ss_id=abc")
    const dialog = within(await screen.findByRole("dialog", { name: "Cars closest to me" }))
    expect(dialog.getByLabelText("Zip code")).toBeTruthy()
    const live = within(screen.getByRole("region", { name: "Live Auctions" }))
    expect(live.getByRole("region", { name: "Cars closest to me" })).toBeTruthy()
    expect(liveCalls(api)).toEqual([])
    fireEvent.click(dialog.getByRole("button", { name: "Close" }))
    expect(history.at(-1)).toBe("/search/porsche/911?csort=10&transmission=manual&ss_id=abc")
    await waitFor(() =>
      expect(liveCalls(api)).toEqual(["/api/v1/search/live?make_slug=porsche&model_slug=911&lsort=1&transmission=manual"])
    )
  })

  it("lists from the zip code kept in the browser, changed in the modal, and says the search's words when none match", async () => {
    const api = liveByZip()
    const store = createStore()
    renderSearch("/search/porsche/911?lsort=5", store)
    const dialog = within(await screen.findByRole("dialog", { name: "Cars closest to me" }))
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }))
    // Cancel without a setting is closing: back to the default sort
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull())
    expect(screen.getByRole("link", { name: "Closest to me" }).getAttribute("aria-current")).toBeNull()

    act(() => store.set(visitorDistanceSettingAtom, { country: "US", zip_code: "97201", max_distance: 200 }))
    fireEvent.click(screen.getByRole("link", { name: "Closest to me" }))
    expect(await screen.findByRole("link", { name: "1973 Porsche 911 near you" })).toBeTruthy()
    expect(screen.getByText("Nearest to 97201 first, within 200 miles.")).toBeTruthy()
    expect(liveCalls(api)).toContain("/api/v1/search/live?make_slug=porsche&model_slug=911&lsort=5&country=US&zip_code=97201&miles=200")

    // 'Change' opens the modal; a zip code with no cars near says so in the search's words
    fireEvent.click(screen.getByRole("button", { name: "Change" }))
    const change = within(await screen.findByRole("dialog", { name: "Cars closest to me" }))
    fireEvent.change(change.getByLabelText("Zip code"), { target: { value: "10001" } })
    fireEvent.click(change.getByRole("button", { name: "Show cars" }))
    expect(
      await screen.findByText("No auctions match. Please verify your zip code and consider widening your search distance.")
    ).toBeTruthy()
    expect(JSON.parse(localStorage.getItem("redline.distance")!)).toEqual({ country: "US", zip_code: "10001", max_distance: 200 })
  })

  it("shows the search's zip error state with the form when the live list refuses the zip code kept", async () => {
    liveByZip()
    const store = createStore()
    store.set(visitorDistanceSettingAtom, { country: "US", zip_code: "99999", max_distance: 500 })
    renderSearch("/search/porsche/911?lsort=5", store)
    const inline = within(await screen.findByRole("region", { name: "Cars closest to me" }))
    expect(inline.getByText("No auctions match. Please verify your zip code and consider widening your search distance.")).toBeTruthy()
    expect((inline.getByLabelText("Zip code") as HTMLInputElement).value).toBe("99999")
    expect(screen.getByRole("heading", { name: "Results" })).toBeTruthy()
    // the inline form fixes it: the list loads from the new zip code
    fireEvent.change(inline.getByLabelText("Zip code"), { target: { value: "97201" } })
    fireEvent.click(inline.getByRole("button", { name: "Show cars" }))
    expect(await screen.findByRole("link", { name: "1973 Porsche 911 near you" })).toBeTruthy()
    expect(screen.getByText("Nearest to 97201 first, within 500 miles.")).toBeTruthy()
  })

  it("lists every Canadian car from a setting in Canada, and says to check back soon when there are none", async () => {
    const api = liveByZip()
    const store = createStore()
    store.set(visitorDistanceSettingAtom, { country: "CA", zip_code: null, max_distance: null })
    renderSearch("/search/porsche/911?lsort=5", store)
    expect(await screen.findByText("No auctions match. Please check back soon!")).toBeTruthy()
    expect(liveCalls(api)).toContain("/api/v1/search/live?make_slug=porsche&model_slug=911&lsort=5&country=CA")
  })
})
