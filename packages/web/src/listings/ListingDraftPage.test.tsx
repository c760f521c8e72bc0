import type { ListingDraft } from "@redline/api"
import { formatShortDate } from "@redline/domain"
import { QueryClientProvider } from "@tanstack/react-query"
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router, Switch } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { auctionDetail, STORED_SESSION } from "../testing/auctionDetail.ts"
import { type ApiCall, fakeApi, on } from "../testing/fakeApi.ts"
import ListingDraftPage from "./ListingDraftPage.tsx"

const car = auctionDetail()

/** Version 2 of listing 71, the seller's (the stored session's user), waiting for review. */
const DRAFT: ListingDraft = {
  listing_id: 71,
  version_id: 2,
  latest_version_id: 2,
  submission_status: 7,
  title: car.title,
  sub_title: car.sub_title,
  seller: STORED_SESSION.username,
  listing: {
    ...car.listing,
    sections: {
      ...car.listing.sections,
      doug: "A **993** with ~48,000 miles.\n\n<script>alert(1)</script>\n\nOriginal <b>paint</b>.",
      known_flaws: "- Chip on the hood"
    }
  },
  photos: car.photos,
  history_report: { vendor: "Carfax", url: "https://carfax.example.com/r/1", expiry: "2027-01-31" },
  inspection_report_url: "https://reports.example.com/911.pdf",
  created_at: "2026-11-20T18:00:00.000Z",
  approved_at: null,
  denied_at: null,
  denied_message: null
}
const VERSION = "/v1/listings/71/v/2"

const renderPage = (path = "/listings/71/v/2") => {
  const location = memoryLocation({ path, record: true })
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  const queryClient = createQueryClient()
  render(
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          <Switch>
            <Route path="/listings/:listingId/v/:versionId">
              <ListingDraftPage />
            </Route>
            <Route path="/listings/:listingId">
              <ListingDraftPage />
            </Route>
          </Switch>
        </Router>
      </QueryClientProvider>
    </Provider>
  )
  return { location, queryClient }
}

const callsTo = (calls: ReadonlyArray<ApiCall>, method: string, path: string) =>
  calls.filter((call) => call.method === method && call.url === `/api${path}`)

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe("the listing draft review", () => {
  it("shows the version in the auction page's layout: heading, photos, quick facts, sections without raw HTML, reports", async () => {
    fakeApi(on("GET", VERSION, DRAFT))
    renderPage()
    expect(await screen.findByRole("heading", { level: 1, name: car.title })).toBeTruthy()
    expect(screen.getByText(car.sub_title)).toBeTruthy()
    expect(screen.getByText("Inspected")).toBeTruthy()
    expect(screen.getByRole("button", { name: `${car.title}, photo 1 of 3` })).toBeTruthy()
    const facts = screen.getByRole("region", { name: "Quick facts" })
    expect(within(facts).getByText("3.6L Flat-Six")).toBeTruthy()
    expect(within(facts).getByText("WP0AA2993SS320123")).toBeTruthy()
    const take = screen.getByRole("region", { name: "Redline's Take" })
    expect(within(take).getByText("993").tagName).toBe("STRONG")
    expect(take.querySelector("script, b")).toBeNull()
    expect(take.textContent).not.toContain("alert(1)")
    expect(take.textContent).toContain("Original paint.")
    expect(screen.getByRole("region", { name: "Known Flaws" })).toBeTruthy()
    expect(screen.getByRole("link", { name: "Carfax vehicle history report" }).getAttribute("href")).toBe("https://carfax.example.com/r/1")
    expect(screen.getByText(`(until ${formatShortDate(new Date(2027, 0, 31))})`)).toBeTruthy()
    expect(screen.getByRole("link", { name: "Inspection report" })).toBeTruthy()
    expect(screen.getByText(formatShortDate(new Date(DRAFT.created_at)))).toBeTruthy()
    // a preview: nothing to bid on, watch or comment on
    expect(screen.queryByRole("button", { name: "Place bid" })).toBeNull()
  })

  it("approves the version: the page shows it approved, with its date as M/D/YY", async () => {
    const approvedAt = "2026-11-21T18:00:00.000Z"
    const api = fakeApi(
      on("GET", VERSION, DRAFT),
      on("POST", `${VERSION}/approve`, { ...DRAFT, approved_at: approvedAt, submission_status: 8 })
    )
    const { queryClient } = renderPage()
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }))
    expect((await screen.findByRole("status")).textContent).toBe("You approved this listing. We'll schedule your auction next.")
    expect(screen.getByText("Approved").nextElementSibling?.textContent).toBe(formatShortDate(new Date(approvedAt)))
    expect(callsTo(api.calls, "POST", `${VERSION}/approve`)).toHaveLength(1)
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull()
    // the answer is the version as reviewed: it is not read again over it
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(callsTo(api.calls, "GET", VERSION)).toHaveLength(1)
    expect(screen.getByRole("status").textContent).toBe("You approved this listing. We'll schedule your auction next.")
  })

  it("requests changes with a message, checked before sending; shows the request and when it was made", async () => {
    const deniedAt = "2026-11-22T18:00:00.000Z"
    const api = fakeApi(
      on("GET", VERSION, DRAFT),
      on("POST", `${VERSION}/request_changes`, { ...DRAFT, denied_at: deniedAt, denied_message: "Mention the new tires." })
    )
    renderPage()
    fireEvent.click(await screen.findByRole("button", { name: "Request Changes" }))
    expect(await screen.findByText(/Write a message/i)).toBeTruthy()
    expect(callsTo(api.calls, "POST", `${VERSION}/request_changes`)).toEqual([])
    fireEvent.change(screen.getByLabelText("What should we change?"), { target: { value: "Mention the new tires." } })
    fireEvent.click(screen.getByRole("button", { name: "Request Changes" }))
    expect((await screen.findByRole("status")).textContent).toBe("You asked for changes. We'll send you a new version to review.")
    expect(callsTo(api.calls, "POST", `${VERSION}/request_changes`)[0]!.body).toEqual({ message: "Mention the new tires." })
    expect(screen.getByText("Changes requested").nextElementSibling?.textContent).toBe(formatShortDate(new Date(deniedAt)))
    expect(screen.getByText("Mention the new tires.").tagName).toBe("BLOCKQUOTE")
  })

  it("shows the server's refusal", async () => {
    fakeApi(
      on("GET", VERSION, DRAFT),
      on("POST", `${VERSION}/approve`, { error_code: 6052, message: "This version was replaced: review version 3." }, 409)
    )
    renderPage()
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }))
    expect((await screen.findByRole("alert")).textContent).toBe("This version was replaced: review version 3.")
  })

  it("opens the latest version at /listings/{id}; an older version points at the latest and takes no review", async () => {
    fakeApi(
      on("GET", "/v1/listings/71", DRAFT),
      on("GET", "/v1/listings/71/v/1", { ...DRAFT, version_id: 1, denied_at: DRAFT.created_at, denied_message: "Tires." })
    )
    renderPage("/listings/71")
    expect(await screen.findByRole("button", { name: "Approve" })).toBeTruthy()
    cleanup()
    renderPage("/listings/71/v/1")
    expect((await screen.findByRole("link", { name: "Review version 2" })).getAttribute("href")).toBe("/listings/71/v/2")
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull()
  })

  it("shows staff the version without the seller's review", async () => {
    fakeApi(on("GET", VERSION, { ...DRAFT, seller: "ada_seller" }))
    renderPage()
    expect(await screen.findByRole("heading", { name: "Review your listing" })).toBeTruthy()
    expect(screen.queryByRole("button", { name: "Approve" })).toBeNull()
    expect(screen.queryByRole("button", { name: "Request Changes" })).toBeNull()
  })

  it("is not found for someone else's listing", async () => {
    fakeApi(on("GET", VERSION, { error_code: 6053, message: "This listing draft doesn't exist." }, 404))
    renderPage()
    await waitFor(() => expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("We couldn't find that page"))
  })
})
