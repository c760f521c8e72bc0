import { QueryClientProvider } from "@tanstack/react-query"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { signIn, STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { Header } from "./Header.tsx"

function renderHeader() {
  const location = memoryLocation({ path: "/past-auctions/", record: true })
  render(
    <Provider store={createStore()}>
      <QueryClientProvider client={createQueryClient()}>
        <TestRealtime routes={new RealtimeRoutes()} socket="open">
          <Router hook={location.hook}>
            <Header />
          </Router>
        </TestRealtime>
      </QueryClientProvider>
    </Provider>
  )
}

/** The bell's read, for a signed-in header. */
const noNotifications = () => fakeApi(on("GET", "/v1/notifications", { notifications: [], unseen_count: 0, has_more: false }))

afterEach(() => vi.unstubAllGlobals())

const linksOf = (container: HTMLElement) =>
  within(container)
    .getAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")])

describe("the header's main links", () => {
  it("lead to the community from the header and from the phone's menu", () => {
    renderHeader()
    const main = screen.getByRole("navigation", { name: "Main" })
    expect(within(main).getByRole("link", { name: "Community" }).getAttribute("href")).toBe("/community/")
    fireEvent.click(screen.getByRole("button", { name: "Menu" }))
    const phoneMenu = screen.getByRole("navigation", { name: "Menu" })
    expect(within(phoneMenu).getByRole("link", { name: "Community" }).getAttribute("href")).toBe("/community/")
  })
})

describe("the header's account items", () => {
  it("offers Account, Watch List, My Listings, Account Settings and Sign out in the account menu and the phone's menu when signed in", () => {
    noNotifications()
    signIn()
    renderHeader()
    const accountMenu = screen.getByRole("button", { name: "Account menu, signed in as demo_bidder" })
    expect(accountMenu.getAttribute("aria-expanded")).toBe("false")
    fireEvent.click(accountMenu)
    const items = [
      ["Account", "/account/"],
      ["Watch List", "/watch-list/"],
      ["My Listings", "/account/listings/"],
      ["Account Settings", "/account/settings"],
      ["Sign out", "/logout"]
    ]
    expect(linksOf(document.getElementById(accountMenu.getAttribute("aria-controls") ?? "")!)).toEqual(items)

    fireEvent.click(screen.getByRole("button", { name: "Menu" }))
    const phoneMenu = screen.getByRole("navigation", { name: "Menu" })
    expect(within(phoneMenu).getByText(/Signed in as/).textContent).toBe("Signed in as demo_bidder")
    expect(linksOf(phoneMenu).slice(-items.length)).toEqual(items)
    expect(within(phoneMenu).queryByRole("link", { name: "Sign in" })).toBeNull()
    expect(screen.getByRole("link", { name: "Account, signed in as demo_bidder" }).getAttribute("href")).toBe("/account/")
  })

  it("offers Sell Inquiry to a session with the ability to file them, in both menus", () => {
    noNotifications()
    signIn({ ...STORED_SESSION, abilities: ["submit_inquiries"] })
    renderHeader()
    const accountMenu = screen.getByRole("button", { name: "Account menu, signed in as demo_bidder" })
    fireEvent.click(accountMenu)
    const menu = document.getElementById(accountMenu.getAttribute("aria-controls") ?? "")!
    expect(within(menu).getByRole("link", { name: "Sell Inquiry" }).getAttribute("href")).toBe("/sell-car/inquiry/")
    fireEvent.click(screen.getByRole("button", { name: "Menu" }))
    expect(within(screen.getByRole("navigation", { name: "Menu" })).getByRole("link", { name: "Sell Inquiry" })).toBeTruthy()
  })

  it("offers the Staff Desk to a session that may view submissions, and not to one with other abilities", () => {
    noNotifications()
    signIn({ ...STORED_SESSION, abilities: ["view_submissions"] })
    renderHeader()
    const accountMenu = screen.getByRole("button", { name: "Account menu, signed in as demo_bidder" })
    fireEvent.click(accountMenu)
    const menu = document.getElementById(accountMenu.getAttribute("aria-controls") ?? "")!
    expect(within(menu).getByRole("link", { name: "Staff Desk" }).getAttribute("href")).toBe("/staff/submissions/")
    expect(within(menu).queryByRole("link", { name: "Sell Inquiry" })).toBeNull()
    cleanup()
    localStorage.clear()
    signIn({ ...STORED_SESSION, abilities: ["submit_inquiries"] })
    renderHeader()
    fireEvent.click(screen.getByRole("button", { name: "Account menu, signed in as demo_bidder" }))
    expect(screen.queryByRole("link", { name: "Staff Desk" })).toBeNull()
  })

  it("hides them from visitors, who get Sign in", () => {
    renderHeader()
    expect(screen.queryByRole("button", { name: /Account menu/ })).toBeNull()
    fireEvent.click(screen.getByRole("button", { name: "Menu" }))
    const phoneMenu = screen.getByRole("navigation", { name: "Menu" })
    expect(within(phoneMenu).queryByRole("link", { name: "Account" })).toBeNull()
    expect(within(phoneMenu).queryByRole("link", { name: "Account Settings" })).toBeNull()
    expect(within(phoneMenu).getByRole("link", { name: "Sign in" })).toBeTruthy()
    expect(screen.getAllByRole("link", { name: "Sign in" })[0]?.getAttribute("href")).toBe("/signin/?redirect=%2Fpast-auctions%2F")
  })
})

describe("the header's bell", () => {
  it("is there for a signed-in user, reading their notifications", async () => {
    const api = noNotifications()
    signIn()
    renderHeader()
    // the bell comes in a chunk of its own: in its place at once, ready once loaded
    await waitFor(() => expect(screen.getByRole("button", { name: "Notifications" }).getAttribute("aria-expanded")).toBe("false"), {
      timeout: 5_000
    })
    await waitFor(() =>
      expect(api.calls.map((call) => call.url).filter((url) => url.includes("notifications"))).toEqual(["/api/v1/notifications?page=1"])
    )
  })

  it("is not there for visitors, who have no notifications channel", () => {
    const api = fakeApi()
    renderHeader()
    expect(api.calls).toEqual([])
    expect(screen.queryByRole("button", { name: /^Notifications/ })).toBeNull()
  })
})

describe("the header's call to action for sellers", () => {
  const bootstrap = (active_submission: unknown) => ({
    buyer_commission_rate: 0.05,
    buyer_commission_min: 250,
    buyer_commission_max: 7500,
    soft_close_seconds: 120,
    feature_flags: {},
    sign_in_providers: [],
    active_submission
  })

  it("is 'Sell a Car' for a visitor", () => {
    fakeApi()
    renderHeader()
    expect(screen.getAllByRole("link", { name: "Sell a Car" })[0]?.getAttribute("href")).toBe("/sell-car/")
  })

  it("follows the seller's submission: a listing draft to review", async () => {
    fakeApi(
      on("GET", "/v1/notifications", { notifications: [], unseen_count: 0, has_more: false }),
      on(
        "GET",
        "/v1/bootstrap",
        bootstrap({
          submission_id: 71,
          status: 7,
          listing_id: 12,
          auction_id: null,
          multiple_submissions: false,
          reserve_offer: false,
          review_checklist_status: null
        })
      )
    )
    signIn()
    renderHeader()
    // the call comes in a chunk of its own, as the bell does
    const calls = await screen.findAllByRole("link", { name: "Review Listing Draft" }, { timeout: 5_000 })
    expect(calls[0]?.getAttribute("href")).toBe("/listings/71")
    expect(screen.queryByRole("link", { name: "Sell a Car" })).toBeNull()
  })
})
