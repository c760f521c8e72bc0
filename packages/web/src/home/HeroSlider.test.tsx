import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render, screen, waitFor } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { auctionListItem } from "../auctions/auctionListItem.fixture.ts"
import { RealtimeRoutes } from "../realtime/RealtimeRoutes.ts"
import { fakeApi, on } from "../testing/fakeApi.ts"
import { TestRealtime } from "../testing/TestRealtime.tsx"
import { HeroSlider } from "./HeroSlider.tsx"

const renderSlider = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <TestRealtime routes={new RealtimeRoutes()}>
        <HeroSlider />
      </TestRealtime>
    </QueryClientProvider>
  )

const photo = (n: number) => ({ base_url: "/api/v1/images/", path: `photos/hero-${n}.jpg`, width: 1600, height: 1067 })

describe("HeroSlider", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("shows featured auctions with up to 5 photos each, and steps between them", async () => {
    const api = fakeApi(
      on("GET", "/v1/auctions", {
        auctions: [
          auctionListItem({ id: 1, title: "1973 BMW 2002", featured: true, featured_photos: [1, 2, 3, 4, 5, 6].map(photo) }),
          auctionListItem({ id: 2, title: "1991 Acura NSX", featured: true })
        ],
        total: 2
      })
    )
    const { container } = renderSlider()
    expect(await screen.findByRole("link", { name: "1973 BMW 2002" })).toBeTruthy()
    expect(api.calls[0]?.url).toBe("/api/v1/auctions?sort=11&featured=true")
    expect(container.querySelectorAll(".hero-slide img")).toHaveLength(5)
    fireEvent.click(screen.getByRole("button", { name: "Next featured auction" }))
    expect(screen.getByRole("link", { name: "1991 Acura NSX" })).toBeTruthy()
    fireEvent.click(screen.getByRole("button", { name: "Next featured auction" }))
    expect(screen.getByRole("link", { name: "1973 BMW 2002" })).toBeTruthy()
  })

  it("is absent when there are no featured auctions", async () => {
    const api = fakeApi(on("GET", "/v1/auctions", { auctions: [], total: 0 }))
    const { container } = renderSlider()
    await waitFor(() => expect(api.calls).toHaveLength(1))
    expect(container.innerHTML).toBe("")
  })

  it("is absent when they fail to load", async () => {
    const api = fakeApi()
    const { container } = renderSlider()
    await waitFor(() => expect(api.calls.length).toBeGreaterThan(0))
    expect(container.innerHTML).toBe("")
  })
})
