import type { SearchInfo } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
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

function renderSearch(path: string) {
  const location = memoryLocation({ path, record: true })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Route path="/search/:makeSlug?/:modelSlug?">
            <SearchPage />
          </Route>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return location
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
})
