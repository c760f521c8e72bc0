import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import PastResultsPage from "./PastResultsPage.tsx"

const renderPast = (path: string) => {
  const location = memoryLocation({ path, record: true })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <PastResultsPage />
      </Router>
    </QueryClientProvider>
  )
  return location
}

const sold = auctionListItem({ status: 101, has_sold: true, sale_amount: 61_000, auction_end: "2025-03-09T18:00:00Z" })

describe("PastResultsPage", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks for the page of the URL, 50 a page, and shows each result with its end date", async () => {
    const api = fakeApi(on("GET", "/v1/auctions/closed", { auctions: [sold], total: 120 }))
    renderPast("/past-auctions/?sort=9&page=2")
    expect(await screen.findByText("Sold for $61,000")).toBeTruthy()
    expect(screen.getByText(/^Ended March 9, 2025$/)).toBeTruthy()
    expect(api.calls[0]?.url).toBe("/api/v1/auctions/closed?sort=9&limit=50&offset=50")
    expect(document.title).toBe("Past Results — Redline")
  })

  it("numbers the pages from 1, leaving page 1 out of the URL", async () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [sold], total: 120 }))
    renderPast("/past-auctions/?transmission=manual&page=2")
    await screen.findByText("Sold for $61,000")
    expect(screen.getByRole("link", { name: "Page 1" }).getAttribute("href")).toBe("/past-auctions/?transmission=manual")
    expect(screen.getByRole("link", { name: "Page 2" }).getAttribute("aria-current")).toBe("page")
    expect(screen.getByRole("link", { name: "Page 3" }).getAttribute("href")).toBe("/past-auctions/?transmission=manual&page=3")
    expect(screen.queryByRole("link", { name: "Page 4" })).toBeNull()
  })

  it("goes back to page 1 when a filter or the sort changes", async () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [sold], total: 120 }))
    const { history } = renderPast("/past-auctions/?page=3")
    await screen.findByText("Sold for $61,000")
    expect(screen.getByRole("link", { name: "Highest price" }).getAttribute("href")).toBe("/past-auctions/?sort=10")
    fireEvent.change(screen.getByLabelText("Transmission"), { target: { value: "automatic" } })
    expect(history.at(-1)).toBe("/past-auctions/?transmission=automatic")
  })

  it("says so when paged beyond the last page", async () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [], total: 0 }))
    renderPast("/past-auctions/?page=999")
    expect(await screen.findByText("Oops, you've paged too far.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Back to page 1" }).getAttribute("href")).toBe("/past-auctions/")
  })

  it("asks to broaden the selections when a filter left nothing", async () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [], total: 0 }))
    renderPast("/past-auctions/?start_year=2020&transmission=manual")
    expect(await screen.findByText("No auctions match. Please broaden your selections, or start over.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Start over" }).getAttribute("href")).toBe("/past-auctions/")
  })

  it("only says no auctions match when nothing is filtered", async () => {
    fakeApi(on("GET", "/v1/auctions/closed", { auctions: [], total: 0 }))
    renderPast("/past-auctions/")
    expect(await screen.findByText("No auctions match.")).toBeTruthy()
    expect(screen.queryByText(/broaden/)).toBeNull()
  })
})
