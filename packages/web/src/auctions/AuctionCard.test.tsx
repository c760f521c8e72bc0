import { QueryClientProvider } from "@tanstack/react-query"
import { fireEvent, render as renderInto, screen } from "@testing-library/react"
import type { ReactElement, ReactNode } from "react"
import { describe, expect, it } from "vitest"
import { createQueryClient } from "../app/queryClient.ts"
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
    const { rerender } = render(<AuctionCard auction={auction({ featured: true, no_reserve: true, has_inspection: true })} />)
    const tags = screen.getAllByRole("listitem").map((tag) => tag.textContent)
    expect(tags).toEqual(["Featured", "No Reserve", "Inspected"])
    rerender(<AuctionCard auction={auction()} />)
    expect(screen.queryByRole("list", { name: "Tags" })).toBeNull()
  })

  it("links the card to the auction page", () => {
    render(<AuctionCard auction={auction()} />)
    const link = screen.getByRole("link", { name: "1995 Porsche 911 Carrera Coupe" })
    expect(link.getAttribute("href")).toBe("/auctions/4021/1995-porsche-911-carrera-coupe")
  })

  it("loads the card-sized photo lazily, with its box reserved", () => {
    render(<AuctionCard auction={auction()} />)
    const photo = screen.getByRole("img", { name: "1995 Porsche 911 Carrera Coupe" })
    expect(photo.getAttribute("src")).toBe("/api/v1/images/photos/911-front.jpg?w=384&q=70")
    expect(photo.getAttribute("srcset")).toContain("/api/v1/images/photos/911-front.jpg?w=900&q=70 2x")
    expect(photo.getAttribute("loading")).toBe("lazy")
    expect([photo.getAttribute("width"), photo.getAttribute("height")]).toEqual(["384", "256"])
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
})
