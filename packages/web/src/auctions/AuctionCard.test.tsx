import { QueryClientProvider } from "@tanstack/react-query"
import { act, fireEvent, render as renderInto, screen } from "@testing-library/react"
import type { ReactElement, ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
import { FakeIntersectionObserver } from "../testing/FakeIntersectionObserver.ts"
import { AuctionCard } from "./AuctionCard.tsx"
import { auctionListItem as auction } from "./auctionListItem.fixture.ts"

/** A card with the query cache its Watch button writes to. */
const render = (ui: ReactElement) => {
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  return renderInto(ui, { wrapper })
}

describe("AuctionCard", () => {
  it("shows the mileage, or TMU when it is unknown", () => {
    const { rerender } = render(<AuctionCard auction={auction()} />)
    expect(screen.getByText("48,210 Miles")).toBeTruthy()
    rerender(<AuctionCard auction={auction({ mileage: null })} />)
    expect(screen.getByText("TMU")).toBeTruthy()
  })

  it("tags featured, no-reserve and inspected auctions, and nothing else", () => {
    const { rerender } = render(
      <AuctionCard auction={auction({ featured: true, no_reserve: true, reserve_met: true, has_inspection: true })} />
    )
    const tags = () => screen.getAllByRole("listitem").map((tag) => tag.textContent)
    expect(tags()).toEqual(["Featured", "No Reserve", "Inspected"])
    rerender(<AuctionCard auction={auction({ status: 101, has_sold: true, sale_amount: 42_000, reserve_met: true })} />)
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull()
  })

  it("tells while the auction runs whether its reserve is met", () => {
    const { rerender } = render(<AuctionCard auction={auction()} />)
    const tags = () => screen.getAllByRole("listitem").map((tag) => tag.textContent)
    expect(tags()).toEqual(["Reserve not met"])
    rerender(<AuctionCard auction={auction({ status: 90, reserve_met: true, has_inspection: true })} />)
    expect(tags()).toEqual(["Reserve met", "Inspected"])
  })

  it("links the card to the auction page", () => {
    render(<AuctionCard auction={auction()} />)
    const link = screen.getByRole("link", { name: "1995 Porsche 911 Carrera Coupe" })
    expect(link.getAttribute("href")).toBe("/auctions/4021/1995-porsche-911-carrera-coupe")
  })

  it("starts loading the card-sized photo 800 px before it scrolls into view, with its box reserved", () => {
    FakeIntersectionObserver.seesEverything = false
    render(<AuctionCard auction={auction()} />)
    const photo = screen.getByRole("img", { name: "1995 Porsche 911 Carrera Coupe" })
    expect(photo.hasAttribute("src")).toBe(false)
    expect(photo.hasAttribute("srcset")).toBe(false)
    expect([photo.getAttribute("width"), photo.getAttribute("height")]).toEqual(["384", "256"])
    const [observer] = FakeIntersectionObserver.observers
    expect(observer?.rootMargin).toBe("800px")
    expect(observer?.targets.has(photo)).toBe(true)

    act(() => observer?.enter(photo))
    const loading = screen.getByRole("img", { name: "1995 Porsche 911 Carrera Coupe" })
    expect(loading.getAttribute("src")).toBe("/api/v1/images/photos/911-front.jpg?w=384&q=70")
    expect(loading.getAttribute("srcset")).toContain("/api/v1/images/photos/911-front.jpg?w=900&q=70 2x")
    expect([loading.getAttribute("width"), loading.getAttribute("height")]).toEqual(["384", "256"])
    expect(observer?.targets.size).toBe(0)
  })

  it("falls back to the default image when the photo fails to load", () => {
    render(<AuctionCard auction={auction()} />)
    const photo = screen.getByRole("img", { name: "1995 Porsche 911 Carrera Coupe" })
    fireEvent.error(photo)
    const fallback = screen.getByRole("img", { name: "1995 Porsche 911 Carrera Coupe" })
    expect(fallback.hasAttribute("data-fallback")).toBe(true)
    expect(fallback.getAttribute("src")).not.toContain("911-front.jpg")
    expect(fallback.hasAttribute("srcset")).toBe(false)
  })

  it("shows the default image when the auction has no photo", () => {
    render(<AuctionCard auction={auction({ main_photo: null })} />)
    expect(screen.getByRole("img").hasAttribute("data-fallback")).toBe(true)
  })

  it("offers a visitor the Watch with its count", () => {
    render(<AuctionCard auction={auction({ watchers: 1_204 })} />)
    const watch = screen.getByRole("button", { name: "Watch" })
    expect([watch.getAttribute("aria-pressed"), watch.textContent]).toEqual(["false", "Watch1,204"])
  })

  it("reads 'No bids' until someone bids", () => {
    const { rerender } = render(<AuctionCard auction={auction({ current_bid: 0, bids: 0 })} />)
    expect(screen.getByText("No bids")).toBeTruthy()
    rerender(<AuctionCard auction={auction()} />)
    expect(screen.getByText("Bid to $42,000")).toBeTruthy()
  })

  it("shows the time left while running and the end date once ended", () => {
    const { rerender } = render(<AuctionCard auction={auction()} />)
    expect(screen.getByText("3 days")).toBeTruthy()
    rerender(<AuctionCard auction={auction({ status: 101, auction_end: "2025-03-09T18:00:00Z", sale_amount: 61_500 })} />)
    expect(screen.getByText("Ended March 9, 2025")).toBeTruthy()
    expect(screen.getByText("Sold for $61,500")).toBeTruthy()
  })

  describe("featured variant", () => {
    const photo = (name: string) => ({ base_url: "/api/v1/images/", path: `photos/${name}.jpg`, width: 1600, height: 1067 })
    const featured = (overrides = {}) =>
      auction({
        featured: true,
        no_reserve: true,
        featured_sub_title: "One owner, 48k miles, fresh service",
        featured_photos: [photo("front"), photo("side"), photo("rear"), photo("cabin"), photo("engine")],
        ...overrides
      })

    it("shows the featured subtitle and the tags", () => {
      render(<AuctionCard auction={featured()} variant="featured" />)
      expect(screen.getByText("One owner, 48k miles, fresh service")).toBeTruthy()
      expect(screen.queryByText("6-Speed Manual, Guards Red, 993 Generation")).toBeNull()
      expect(screen.getAllByRole("listitem").map((tag) => tag.textContent)).toEqual(["Featured", "No Reserve"])
    })

    it("keeps the subtitle when the auction has no featured one", () => {
      render(<AuctionCard auction={featured({ featured_sub_title: null })} variant="featured" />)
      expect(screen.getByText("6-Speed Manual, Guards Red, 993 Generation")).toBeTruthy()
    })

    it("shows the first featured photo large, at the width that fits, and the next three under it", () => {
      const { container } = render(<AuctionCard auction={featured()} variant="featured" />)
      const main = screen.getByRole("img", { name: "1995 Porsche 911 Carrera Coupe" })
      expect(main.getAttribute("src")).toBe("/api/v1/images/photos/front.jpg?w=384&q=70")
      expect(main.getAttribute("srcset")).toContain("/api/v1/images/photos/front.jpg?w=1040&q=70 1040w")
      expect(main.getAttribute("sizes")).toBe("(min-width: 576px) 50vw, 100vw")
      const thumbnails = [...container.querySelectorAll(".auction-card__thumbnail")].map((image) => image.getAttribute("src"))
      expect(thumbnails).toEqual([
        "/api/v1/images/photos/side.jpg?w=246&q=70",
        "/api/v1/images/photos/rear.jpg?w=122&q=70",
        "/api/v1/images/photos/cabin.jpg?w=122&q=70"
      ])
    })

    it("falls back to the main photo, with no row under it, when there are no featured photos", () => {
      const { container } = render(<AuctionCard auction={featured({ featured_photos: [] })} variant="featured" />)
      expect(screen.getByRole("img").getAttribute("src")).toBe("/api/v1/images/photos/911-front.jpg?w=384&q=70")
      expect(container.querySelector(".auction-card__thumbnails")).toBeNull()
    })

    it("is the standard card unless asked for", () => {
      const { container } = render(<AuctionCard auction={featured()} />)
      expect(screen.getByText("6-Speed Manual, Guards Red, 993 Generation")).toBeTruthy()
      expect(container.querySelector(".auction-card__thumbnails")).toBeNull()
    })
  })
})
