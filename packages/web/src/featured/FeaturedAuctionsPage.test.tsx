import { QueryClientProvider } from "@tanstack/react-query"
import { render, screen } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { Router } from "wouter"
import { memoryLocation } from "wouter/memory-location"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import FeaturedAuctionsPage from "./FeaturedAuctionsPage.tsx"

const renderFeatured = (path: string) => {
  const { hook, searchHook } = memoryLocation({ path })
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <FeaturedAuctionsPage />
      </Router>
    </QueryClientProvider>
  )
}

describe("FeaturedAuctionsPage", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("asks for the featured running auctions in the URL's sort and filters, with a way to all auctions", async () => {
    const api = fakeApi(on("GET", "/v1/auctions", { auctions: [auctionListItem({ featured: true })], total: 1 }))
    renderFeatured("/featured-auctions/?sort=4&body_style=coupe")
    expect(await screen.findByRole("link", { name: "1995 Porsche 911 Carrera Coupe" })).toBeTruthy()
    expect(api.calls[0]?.url).toBe("/api/v1/auctions?sort=4&body_style=coupe&featured=true")
    expect(screen.getByRole("link", { name: "Newly listed" }).getAttribute("href")).toBe("/featured-auctions/?sort=6&body_style=coupe")
    expect(screen.getByRole("link", { name: "View all auctions" }).getAttribute("href")).toBe("/")
    expect(document.title).toBe("Featured Auctions — Redline")
  })
})
