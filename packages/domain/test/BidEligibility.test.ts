import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { auctionBidRefusal } from "../src/BidEligibility.ts"

const end = new Date("2025-06-01T18:00:00Z")
const auction = { status: AuctionStatus.live, end, sellerId: 1 }
const bid = (bidderId: number, msBeforeEnd: number) => ({ bidderId, receivedAt: new Date(end.getTime() - msBeforeEnd) })

describe("auctionBidRefusal", () => {
  it("lets anyone but the seller bid on a running auction before its end", () => {
    expect(auctionBidRefusal(auction, bid(2, 1))).toBeNull()
    expect(auctionBidRefusal({ ...auction, status: AuctionStatus.last_second_bids }, bid(2, 60_000))).toBeNull()
  })

  it("refuses the seller", () => {
    expect(auctionBidRefusal(auction, bid(1, 60_000))).toBe("seller_cannot_bid")
  })

  it("refuses a bid received at the end or after it, as ended, the seller's too", () => {
    expect(auctionBidRefusal(auction, bid(2, 0))).toBe("auction_ended")
    expect(auctionBidRefusal(auction, bid(2, -1))).toBe("auction_ended")
    expect(auctionBidRefusal(auction, bid(1, -1))).toBe("auction_ended")
  })

  it("refuses every bid on an auction that isn't running, by its status alone", () => {
    for (const status of [AuctionStatus.queued, AuctionStatus.sold, AuctionStatus.reserve_not_met, AuctionStatus.canceled, AuctionStatus.no_bids, AuctionStatus.sold_after]) {
      expect(auctionBidRefusal({ ...auction, status }, bid(2, 60_000))).toBe("auction_ended")
    }
  })
})
