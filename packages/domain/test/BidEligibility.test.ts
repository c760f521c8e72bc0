import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { auctionBidRefusal, type Bidder, bidderRefusal, bidRefusal } from "../src/BidEligibility.ts"

const END = new Date("2025-06-01T12:00:00Z")
const before = (millis: number) => new Date(END.getTime() - millis)
const REGISTERED: Bidder = { isSeller: false, registered: true, suspended: false }

describe("auctionBidRefusal", () => {
  const facts = { status: AuctionStatus.live, end: END, receivedAt: before(1), bidderIsSeller: false }

  it("takes a bid received before the end of a running auction, soft close's extension included", () => {
    expect(auctionBidRefusal(facts)).toBeNull()
    expect(auctionBidRefusal({ ...facts, status: AuctionStatus.last_second_bids })).toBeNull()
  })

  it("refuses a bid received at the end or later as ended, whatever the status still says", () => {
    expect(auctionBidRefusal({ ...facts, receivedAt: END })).toBe("auction_ended")
    expect(auctionBidRefusal({ ...facts, receivedAt: new Date(END.getTime() + 1) })).toBe("auction_ended")
  })

  it("refuses any bid once the auction is not running: queued, or ended whichever way", () => {
    for (const status of [
      AuctionStatus.queued,
      AuctionStatus.sold,
      AuctionStatus.reserve_not_met,
      AuctionStatus.canceled,
      AuctionStatus.no_bids
    ]) {
      expect(auctionBidRefusal({ ...facts, status })).toBe("auction_ended")
    }
  })

  it("refuses the seller's own bid, after the end's refusal", () => {
    expect(auctionBidRefusal({ ...facts, bidderIsSeller: true })).toBe("seller_cannot_bid")
    expect(auctionBidRefusal({ ...facts, bidderIsSeller: true, receivedAt: END })).toBe("auction_ended")
  })
})

describe("bidRefusal", () => {
  it("lets a registered bidder in good standing bid on a running auction", () => {
    expect(bidRefusal({ status: AuctionStatus.live, bidder: REGISTERED })).toBeNull()
    expect(bidRefusal({ status: AuctionStatus.live, timing: { end: END, receivedAt: before(60_000) }, bidder: REGISTERED })).toBeNull()
  })

  it("says an ended auction is ended, to visitors and bidders alike", () => {
    expect(bidRefusal({ status: AuctionStatus.sold, bidder: null })).toBe("auction_ended")
    expect(bidRefusal({ status: AuctionStatus.sold, bidder: REGISTERED })).toBe("auction_ended")
    expect(bidRefusal({ status: AuctionStatus.live, timing: { end: END, receivedAt: END }, bidder: REGISTERED })).toBe("auction_ended")
  })

  it("judges the end only by a receive time: without one, a running auction is open, the server deciding the last second", () => {
    expect(bidRefusal({ status: AuctionStatus.last_second_bids, bidder: REGISTERED })).toBeNull()
  })

  it("sends a visitor to sign in first", () => {
    expect(bidRefusal({ status: AuctionStatus.live, bidder: null })).toBe("sign_in")
  })

  it("refuses the seller, then a suspended account, then one not registered to bid", () => {
    expect(bidRefusal({ status: AuctionStatus.live, bidder: { ...REGISTERED, isSeller: true, suspended: true } })).toBe("seller_cannot_bid")
    expect(bidRefusal({ status: AuctionStatus.live, bidder: { ...REGISTERED, suspended: true, registered: false } })).toBe(
      "account_suspended"
    )
    expect(bidRefusal({ status: AuctionStatus.live, bidder: { ...REGISTERED, registered: false } })).toBe("not_registered")
  })

  it("leaves what it isn't told of the bidder to the server", () => {
    expect(bidRefusal({ status: AuctionStatus.live, bidder: { isSeller: false } })).toBeNull()
  })
})

describe("bidderRefusal", () => {
  it("refuses a suspended bidder before an unregistered one, and lets a registered one bid", () => {
    expect(bidderRefusal({ isSeller: false, registered: false, suspended: true })).toBe("account_suspended")
    expect(bidderRefusal({ isSeller: false, registered: false, suspended: false })).toBe("not_registered")
    expect(bidderRefusal({ isSeller: false, registered: true, suspended: false })).toBeNull()
  })
})
