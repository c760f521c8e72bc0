import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Route, Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import SellLandingPage from "./SellLandingPage.tsx"

const renderAt = (path: string, dealers = false) => {
  const location = memoryLocation({ path })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <Route path={dealers ? "/dealers/" : "/sell-car/:variant?"}>
          <SellLandingPage dealers={dealers} />
        </Route>
      </Router>
    </QueryClientProvider>
  )
}

const sold = auctionListItem({ id: 1, title: "1991 Acura NSX", status: 101, has_sold: true, sale_amount: 88_000 })
const unsold = auctionListItem({ id: 2, title: "2004 BMW M3", status: 102 })

describe("SellLandingPage", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("says selling is free and takes about 5 minutes, and shows real cars that sold", async () => {
    const api = fakeApi(on("GET", "/v1/auctions/closed", { auctions: [unsold, sold], total: 2 }))
    renderAt("/sell-car/")
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sell your car to the people who want it most")
    expect(screen.getByText("Submitting is free and takes about 5 minutes.")).toBeTruthy()
    const recent = await screen.findByRole("region", { name: "Recent sales" })
    expect(await within(recent).findByText("Sold for $88,000")).toBeTruthy()
    expect(within(recent).queryByText("2004 BMW M3")).toBeNull()
    expect(api.calls.map((call) => call.url).sort()).toEqual([
      "/api/v1/auctions/closed?sort=1&limit=24",
      "/api/v1/auctions/closed?sort=10&limit=24"
    ])
    expect(document.title).toBe("Sell a Car — Redline")
  })

  it("carries the campaign tags it was reached with onto 'Submit Your Car'", () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [], total: 0 }))
    renderAt("/sell-car/spring?utm_source=newsletter&utm_medium=email")
    const [call] = screen.getAllByRole("link", { name: "Submit Your Car" })
    expect(call?.getAttribute("href")).toBe("/sell-car/submit/?utm_source=newsletter&utm_medium=email")
  })

  it("leaves out a row with nothing sold", async () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [unsold], total: 1 }))
    renderAt("/sell-car/")
    await vi.waitFor(() => expect(screen.queryByText("Loading auctions…")).toBeNull())
    expect(screen.queryByRole("region", { name: "Recent sales" })).toBeNull()
  })

  it("starts a dealer's application as a dealer", () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [], total: 0 }))
    renderAt("/dealers/", true)
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sell your inventory to enthusiasts")
    expect(screen.getAllByRole("link", { name: "Submit Your Car" })[0]?.getAttribute("href")).toContain("seller_type=2")
  })
})
