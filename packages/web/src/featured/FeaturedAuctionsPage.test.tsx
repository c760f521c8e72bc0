import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import FeaturedAuctionsPage from "./FeaturedAuctionsPage.tsx"

const renderFeatured = (path: string) => {
  const { hook, searchHook } = memoryLocation({ path })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestRealtime routes={new RealtimeRoutes()}>
        <Router hook={hook} searchHook={searchHook}>
          <FeaturedAuctionsPage />
        </Router>
      </TestRealtime>
    </QueryClientProvider>
  )
}

describe("FeaturedAuctionsPage", () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A viewport the page's media query matches, or not. */
  const viewport = (phone: boolean) =>
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: phone && query === "(max-width: 768px)",
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined
    }))

  const featuredAuction = auctionListItem({ featured: true, featured_sub_title: "A fresh engine-out service" })

  it("shows featured cards on phones", async () => {
    viewport(true)
    fakeApi(on("GET", "/v1/auctions", { auctions: [featuredAuction], total: 1 }))
    renderFeatured("/featured-auctions/")
    expect(await screen.findByText("A fresh engine-out service")).toBeTruthy()
    expect(screen.getByRole("article").className).toContain("auction-card--featured")
  })

  it("shows the standard cards on wider screens", async () => {
    viewport(false)
    fakeApi(on("GET", "/v1/auctions", { auctions: [featuredAuction], total: 1 }))
    renderFeatured("/featured-auctions/")
    expect(await screen.findByText("6-Speed Manual, Guards Red, 993 Generation")).toBeTruthy()
    expect(screen.getByRole("article").className).toBe("auction-card")
  })

  it("asks for the featured running auctions in the URL's sort and filters, with a way to all auctions", async () => {
    const api = fakeApi(on("GET", "/v1/auctions", { auctions: [auctionListItem({ featured: true })], total: 1 }))
    renderFeatured("/featured-auctions/?sort=4&body_style=coupe")
    expect(await screen.findByRole("link", { name: "1995 Porsche 911 Carrera Coupe" })).toBeTruthy()
    expect(api.calls[0]?.url).toBe("/api/v1/auctions?sort=4&body_style=coupe&featured=true")
    expect(screen.getByRole("link", { name: "Newly listed" }).getAttribute("href")).toBe("/featured-auctions/?sort=6&body_style=coupe")
    expect(screen.getByRole("link", { name: "View all auctions" }).getAttribute("href")).toBe("/")
    expect(document.title).toBe("Featured Auctions — Redline")
  })

  it("asks to broaden the selections when a filter left nothing", async () => {
    viewport(false)
    fakeApi(on("GET", "/v1/auctions", { auctions: [], total: 0 }))
    renderFeatured("/featured-auctions/?body_style=coupe")
    expect(await screen.findByText("No auctions match. Please broaden your selections, or start over.")).toBeTruthy()
    expect(screen.getByRole("link", { name: "Start over" }).getAttribute("href")).toBe("/featured-auctions/")
  })

  it("only says no auctions match when nothing is featured and nothing filtered", async () => {
    viewport(false)
    fakeApi(on("GET", "/v1/auctions", { auctions: [], total: 0 }))
    renderFeatured("/featured-auctions/")
    expect(await screen.findByText("No auctions match.")).toBeTruthy()
    expect(screen.queryByText(/broaden/)).toBeNull()
  })
})
