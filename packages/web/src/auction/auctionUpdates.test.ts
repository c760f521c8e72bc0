import type { PlacedBid } from "@redline/api"
import { describe, expect, it } from "vitest"
import { auctionDetail } from "../testing/auctionDetail.ts"
import { withPlacedBid } from "./auctionUpdates.ts"

const bid = (amount: number, bids: number, reserveMet = false): PlacedBid => ({
  bid: { id: bids, amount, bidder: "turbo_tess", received_at: "2026-11-21T00:00:00.000Z", comment_id: 100 + bids },
  auction: {
    current_bid: amount,
    current_bidder: "turbo_tess",
    auction_end: "2026-11-22T00:00:00.000Z",
    status: 1,
    bids,
    reserve_met: reserveMet
  }
})

describe("withPlacedBid", () => {
  it("takes the bid into the auction and its stats", () => {
    const after = withPlacedBid(auctionDetail(), bid(43_000, 19))
    expect([after.current_bid, after.bids, after.auction_end]).toEqual([43_000, 19, "2026-11-22T00:00:00.000Z"])
    expect(after.stats.current_bid).toEqual({ amount: 43_000, bidder: "turbo_tess" })
  })

  it("learns from the bid whether the reserve is met now", () => {
    expect(withPlacedBid(auctionDetail(), bid(43_000, 19)).reserve).toEqual({ no_reserve: false, reserve_met: false })
    expect(withPlacedBid(auctionDetail(), bid(60_000, 19, true)).reserve).toEqual({ no_reserve: false, reserve_met: true })
  })

  it("never goes back to an older bid, e.g. an event arriving after a later answer", () => {
    const later = withPlacedBid(auctionDetail(), bid(44_000, 20))
    expect(withPlacedBid(later, bid(43_000, 19))).toBe(later)
  })
})
