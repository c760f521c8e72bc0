import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen } from "@testing-library/react"
import { createStore, Provider } from "jotai"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { storedSessionAtom } from "../session/sessionAtom.ts"
import { STORED_SESSION } from "../testing/auctionDetail.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import SellerBanner from "./SellerBanner.tsx"

const bootstrap = (review_checklist_status: boolean | null, multiple_submissions = false) => ({
  buyer_commission_rate: 0.05,
  buyer_commission_min: 250,
  buyer_commission_max: 7500,
  soft_close_seconds: 120,
  feature_flags: {},
  sign_in_providers: [],
  active_submission: {
    submission_id: 71,
    status: 2,
    listing_id: null,
    auction_id: null,
    multiple_submissions,
    reserve_offer: false,
    review_checklist_status
  }
})

const renderAt = (path: string) => {
  const store = createStore()
  store.set(storedSessionAtom, STORED_SESSION)
  const location = memoryLocation({ path })
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <Router hook={location.hook}>
          <SellerBanner />
        </Router>
      </QueryClientProvider>
    </Provider>
  )
}

afterEach(() => vi.unstubAllGlobals())

describe("'We need more info for your listing'", () => {
  it("shows when staff set the review checklist to false, going to the submission, until dismissed", async () => {
    fakeApi(on("GET", "/v1/bootstrap", bootstrap(false)))
    renderAt("/")
    expect(await screen.findByText("We need more info for your listing")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Continue" }).getAttribute("href")).toBe("/submissions/71")
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }))
    expect(screen.queryByText("We need more info for your listing")).toBeNull()
  })

  it("goes to the listings for a seller with several submissions", async () => {
    fakeApi(on("GET", "/v1/bootstrap", bootstrap(false, true)))
    renderAt("/past-auctions/")
    expect((await screen.findByRole("link", { name: "Continue" })).getAttribute("href")).toBe("/account/listings/")
  })

  it("stays off the submission pages, and away while the checklist is not false", async () => {
    const api = fakeApi(on("GET", "/v1/bootstrap", bootstrap(false)))
    renderAt("/submissions/71")
    await vi.waitFor(() => expect(api.calls.length).toBeGreaterThan(0))
    expect(screen.queryByText("We need more info for your listing")).toBeNull()
    vi.unstubAllGlobals()
    const reviewing = fakeApi(on("GET", "/v1/bootstrap", bootstrap(null)))
    renderAt("/")
    await vi.waitFor(() => expect(reviewing.calls.length).toBeGreaterThan(0))
    expect(screen.queryByText("We need more info for your listing")).toBeNull()
  })
})
