import type { AuctionDetail } from "@redline/api"
import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { type StoredSession, storedSessionAtom } from "../session/sessionAtom.ts"
import { auctionDetail, BOOTSTRAP, signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { type Answer, fakeApi, on } from "../testing/fakeApi.ts"
import { financeInfo } from "../testing/financeInfo.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { changeAuction } from "./auctionQueries.ts"
import AuctionPage from "./AuctionPage.tsx"
import { signInRequestAtom } from "../auth/signInDialog.ts"

const PATH = "/auctions/7/1995-porsche-911-carrera-coupe"

function renderAuction(auction: AuctionDetail | null = auctionDetail(), ...answers: ReadonlyArray<Answer>) {
  const api = fakeApi(
    ...answers,
    on("GET", "/v1/bootstrap", BOOTSTRAP),
    on("GET", "/v1/auctions", { auctions: [], total: 0 }),
    on("GET", "/v1/auctions/7/finance", financeInfo(42_000, false)),
    auction === null
      ? on("GET", "/v2/auctions/7", { error_code: 2001, message: "This auction doesn't exist." }, 404)
      : on("GET", "/v2/auctions/7", auction)
  )
  const queryClient = createQueryClient()
  const routes = new RealtimeRoutes()
  const location = memoryLocation({ path: PATH, record: true })
  // the session stored before the page loads is known from its first render, as in a browser
  const store = createStore()
  store.set(storedSessionAtom, JSON.parse(localStorage.getItem("redline.session") ?? "null") as StoredSession | null)
  const view = render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <TestRealtime routes={routes}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <Route path="/auctions/:auctionId/:auctionSlug?">
              <AuctionPage />
            </Route>
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
  return { ...view, api, queryClient, routes, location, store }
}

const bidBar = () => screen.getByRole("region", { name: "Bidding" })

describe("the auction page", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    window.history.replaceState(null, "")
  })

  it("shows the car, its stats, quick facts and listing, named after the auction", async () => {
    renderAuction()
    expect(await screen.findByRole("heading", { level: 1, name: "1995 Porsche 911 Carrera Coupe" })).toBeTruthy()
    expect(document.title).toBe("1995 Porsche 911 Carrera Coupe — Redline")
    expect(bidBar().textContent).toContain("Bid to $42,000")
    expect(bidBar().textContent).toContain("3 days")
    expect(screen.getByText("Watchers").nextElementSibling?.textContent).toBe("210")
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toEqual(
      expect.arrayContaining(["Make", "Model", "Mileage", "VIN", "Title Status", "Seller Type"])
    )
    const facts = screen.getByRole("region", { name: "Quick facts" })
    expect(within(facts).getByRole("link", { name: "Porsche" }).getAttribute("href")).toBe("/search/porsche")
  })

  it("counts one view once the auction has loaded", async () => {
    const { api, queryClient } = renderAuction()
    await screen.findByRole("heading", { level: 1 })
    const views = () => api.calls.filter((call) => call.url === "/api/v1/auctions/7/views")
    await waitFor(() => expect(views()).toHaveLength(1))
    expect(views()[0]?.method).toBe("POST")
    const before = api.calls.findIndex((call) => call.url === "/api/v2/auctions/7")
    expect(before).toBeLessThan(api.calls.indexOf(views()[0]!))
    act(() => changeAuction(queryClient, 7, (auction) => ({ ...auction, bids: 30 })))
    await waitFor(() => expect(screen.getByText("Bids").nextElementSibling?.textContent).toBe("30"))
    expect(views()).toHaveLength(1)
  })

  it("counts no view for an auction that isn't there", async () => {
    const { api } = renderAuction(null)
    await screen.findByRole("heading", { name: "We couldn't find that page" })
    expect(api.calls.some((call) => call.url.endsWith("/views"))).toBe(false)
  })

  it("draws the listing's Markdown but none of its HTML", async () => {
    const { container } = renderAuction()
    await screen.findByRole("heading", { name: "Redline's Take" })
    expect(screen.getByText("993").tagName).toBe("STRONG")
    expect(screen.getByText("993").parentElement?.textContent).toBe("A 993 with ~48,000 miles.")
    expect(container.querySelector("script")).toBeNull()
    expect(container.textContent).not.toContain("alert(1)")
  })

  it("links its breadcrumbs to the lists it belongs to", async () => {
    renderAuction()
    const crumbs = await screen.findByRole("navigation", { name: "Breadcrumb" })
    const links = [...crumbs.querySelectorAll("a")].map((link) => [link.textContent, link.getAttribute("href")])
    expect(links).toEqual([
      ["Auctions", "/"],
      ["Manual", "/?transmission=manual"],
      ["Porsche", "/search/porsche"],
      ["911", "/search/porsche/911"],
      ["1995", "/search/porsche/911?start_year=1995"]
    ])
  })

  it("describes itself to search engines and link previews", async () => {
    renderAuction()
    await screen.findByRole("heading", { level: 1 })
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')).not.toBeNull())
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href).toMatch(
      /\/auctions\/7\/1995-porsche-911-carrera-coupe$/
    )
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute("content")).toBe("1995 Porsche 911 Carrera Coupe")
    const data = JSON.parse(document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? "{}")
    expect(data).toMatchObject({
      "@type": "Vehicle",
      brand: { name: "Porsche" },
      offers: { "@type": "Offer", price: 42_000, priceCurrency: "USD" }
    })
  })

  it("shares the auction and offers financing for it", async () => {
    renderAuction()
    fireEvent.click(await screen.findByRole("button", { name: "Share" }))
    expect(screen.getByRole<HTMLInputElement>("textbox", { name: "Auction link" }).value).toMatch(
      /\/auctions\/7\/1995-porsche-911-carrera-coupe$/
    )
    fireEvent.click(screen.getByRole("button", { name: "Close" }))
    const financing = screen.getByRole("region", { name: "Financing" })
    expect(await within(financing).findByRole("table")).toBeTruthy()
    expect(within(financing).getByRole("form", { name: "Payment calculator" })).toBeTruthy()
  })

  it("shows the not-found page for an auction that doesn't exist", async () => {
    renderAuction(null)
    expect(await screen.findByRole("heading", { name: "We couldn't find that page" })).toBeTruthy()
  })

  it("asks a visitor's bid to sign in over the page, to come back with the bid dialog", async () => {
    const { location, store } = renderAuction()
    fireEvent.click(await screen.findByRole("button", { name: "Place bid" }))
    expect(store.get(signInRequestAtom)).toEqual({ from: PATH, action: "place-bid", subject: null, sessionExpired: false })
    expect(location.history).toEqual([PATH])
  })

  it("sends a bidder whose session ran out to sign in again, saying so, to come back with the bid dialog", async () => {
    signIn()
    const { api, store } = renderAuction()
    api.answerFirst(on("POST", "/v1/auctions/7/bids", { error_code: 1002, message: "Please sign in to continue." }, 401))
    fireEvent.click(await screen.findByRole("button", { name: "Place bid" }))
    const dialog = await screen.findByRole("dialog", { name: "Place a bid" })
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }))
    fireEvent.click(await screen.findByRole("button", { name: "Confirm bid" }))
    await waitFor(() =>
      expect(store.get(signInRequestAtom)).toEqual({ from: PATH, action: "place-bid", subject: null, sessionExpired: true })
    )
  })

  it("opens the bid dialog carried from sign-in once, and clears it", async () => {
    signIn()
    window.history.replaceState({ action: "place-bid" }, "")
    const { queryClient } = renderAuction()
    expect(await screen.findByRole("dialog", { name: "Place a bid" })).toBeTruthy()
    // the dialog is over the page, on an entry of its own
    expect(window.history.state).toMatchObject({ action: null })

    fireEvent.click(screen.getByRole("button", { name: "Cancel" }))
    expect(screen.queryByRole("dialog")).toBeNull()
    act(() => changeAuction(queryClient, 7, () => auctionDetail({ views: 5_321 })))
    await screen.findByText("5,321")
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("shows the seller 'Manage your auction' instead of a bid button", async () => {
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    window.history.replaceState({ action: "place-bid" }, "")
    renderAuction()
    expect(await screen.findByRole("link", { name: "Manage your auction" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Place bid" })).toBeNull()
    expect(screen.queryByRole("dialog")).toBeNull()
  })

  it("lets the seller lower the reserve in its steps, and shows 'Reserve Met', disabled, once a live event says it is met", async () => {
    signIn({ ...STORED_SESSION, username: "Flat6Fan" })
    const { api, routes, queryClient } = renderAuction(
      auctionDetail(),
      on("GET", "/v1/auctions/7/reserve", { reserve: 42_500, no_reserve: false, reserve_met: false, options: [42_250, 42_000] }),
      on("POST", "/v1/auctions/7/reserve", { reserve: 42_250, no_reserve: false, reserve_met: false, options: [42_000] })
    )
    expect(await screen.findByRole("heading", { name: "Your reserve: $42,500" })).toBeTruthy()
    const select = screen.getByRole("combobox", { name: "Lower the reserve to" })
    expect(
      within(select)
        .getAllByRole("option")
        .map((option) => option.textContent)
    ).toEqual(["$42,250", "$42,000 (the current bid)"])
    expect(screen.getByText("Lowering the reserve to the current bid ensures the sale.")).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Lower reserve" }))
    expect(await screen.findByText("Your reserve is now $42,250.")).toBeTruthy()
    expect(api.calls.find((call) => call.method === "POST" && call.url.endsWith("/reserve"))?.body).toEqual({ amount: 42_250 })

    act(() =>
      routes.deliver(
        {
          channel: "auction:7",
          seq: 5,
          kind: "auction",
          data: {
            id: 7,
            current_bid: 42_000,
            auction_end: new Date(Date.now() + 60_000).toISOString(),
            status: 1,
            bids: 18,
            reserve_met: true
          }
        },
        queryClient
      )
    )
    const met = await screen.findByRole("button", { name: "Reserve Met" })
    expect(met.hasAttribute("disabled")).toBe(true)
    expect(screen.queryByRole("combobox", { name: "Lower the reserve to" })).toBeNull()
  })

  it("asks for the auction as the signed-in user, whose watch it shows beside the Watchers stat", async () => {
    signIn()
    const { api } = renderAuction(auctionDetail({ watching: true, watchers: 211, stats: { ...auctionDetail().stats, watchers: 211 } }))
    const watch = await screen.findByRole("button", { name: "Watching" })
    expect(watch.getAttribute("aria-pressed")).toBe("true")
    expect(api.calls.find((call) => call.url === "/api/v2/auctions/7")?.authorization).toBe("Bearer key-1")

    api.answerFirst(on("POST", "/v1/auctions/7/watch", { watching: false, watchers: 210 }))
    fireEvent.click(watch)
    await waitFor(() => expect(screen.getByRole("button", { name: "Watch" }).getAttribute("aria-pressed")).toBe("false"))
    expect(screen.getByText("Watchers").nextElementSibling?.textContent).toBe("210")
  })

  it("asks a visitor's watch to sign in over the page, naming the auction", async () => {
    const { store } = renderAuction()
    fireEvent.click(await screen.findByRole("button", { name: "Watch" }))
    expect(store.get(signInRequestAtom)).toEqual({ from: PATH, action: "watch-auction", subject: "7", sessionExpired: false })
  })

  it("shows the seller no watch control", async () => {
    signIn({ ...STORED_SESSION, username: "flat6fan" })
    renderAuction()
    await screen.findByRole("link", { name: "Manage your auction" })
    expect(screen.queryByRole("button", { name: /^Watch/ })).toBeNull()
  })

  it("tells the reader they lead and, live, that they were outbid, with a one-tap bid at the new minimum", async () => {
    signIn()
    const leading = auctionDetail({ stats: { ...auctionDetail().stats, current_bid: { amount: 42_000, bidder: "Demo_Bidder" } } })
    const { routes, queryClient } = renderAuction(leading)
    expect(await within(await screen.findByRole("region", { name: "Bidding" })).findByRole("status")).toHaveProperty(
      "textContent",
      "You're the high bidder."
    )
    act(() =>
      routes.deliver(
        {
          channel: "auction:7",
          seq: 5,
          kind: "bid",
          data: {
            bid: { id: 90, amount: 43_000, bidder: "turbo_tess", received_at: new Date().toISOString(), comment_id: 190 },
            auction: { current_bid: 43_000, current_bidder: "turbo_tess", auction_end: leading.auction_end, status: 1, bids: 19 }
          }
        },
        queryClient
      )
    )
    await waitFor(() =>
      expect(within(bidBar()).getByRole("status").textContent).toBe("You've been outbid. The minimum bid is now $43,250.")
    )
    fireEvent.click(within(bidBar()).getByRole("button", { name: "Bid $43,250" }))
    expect(screen.getByRole("dialog", { name: "Confirm your bid of $43,250" })).toBeTruthy()
  })

  it("tells a reader who was outbid before opening the page, from their own last bid", async () => {
    signIn()
    renderAuction(
      auctionDetail({ my_bid: 41_000, stats: { ...auctionDetail().stats, current_bid: { amount: 42_000, bidder: "turbo_tess" } } })
    )
    expect(await within(await screen.findByRole("region", { name: "Bidding" })).findByRole("status")).toHaveProperty(
      "textContent",
      "You've been outbid. The minimum bid is now $42,250."
    )
  })

  it("tells a reader who never bid nothing of their standing", async () => {
    signIn()
    renderAuction()
    await screen.findByRole("heading", { level: 1 })
    expect(within(bidBar()).queryByRole("status")).toBeNull()
  })

  it("follows bids, the soft-close extension and the end as they arrive", async () => {
    const { routes, queryClient } = renderAuction()
    await screen.findByRole("heading", { level: 1 })
    const extendedEnd = new Date(Date.now() + 2 * 60_000).toISOString()
    act(() =>
      routes.deliver(
        {
          channel: "auction:7",
          seq: 5,
          kind: "bid",
          data: {
            bid: { id: 90, amount: 50_000, bidder: "turbo_tess", received_at: new Date().toISOString(), comment_id: 190 },
            auction: { current_bid: 50_000, current_bidder: "turbo_tess", auction_end: extendedEnd, status: 90, bids: 19 }
          }
        },
        queryClient
      )
    )
    await waitFor(() => expect(bidBar().textContent).toContain("Bid to $50,000"))
    expect(bidBar().textContent).toContain("Extended")
    expect(bidBar().textContent).not.toContain("Time left")
    expect(bidBar().textContent).toMatch(/0[12]:\d\d/)
    expect(screen.getByText("Bids").nextElementSibling?.textContent).toBe("19")

    act(() =>
      routes.deliver(
        {
          channel: "auction:7",
          seq: 6,
          kind: "auction_end",
          data: { status: 101, auction_end: extendedEnd, current_bid: 50_000, sale_amount: 50_000, winner: "turbo_tess" }
        },
        queryClient
      )
    )
    await waitFor(() => expect(bidBar().textContent).toContain("Sold for $50,000"))
    expect(screen.queryByRole("button", { name: "Place bid" })).toBeNull()
  })
})
