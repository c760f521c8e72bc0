import { AuctionStatus, DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type AuctionState, type BidRequest, decideBid, outcomeOf } from "../src/AuctionState.ts"

const end = new Date("2026-11-21T18:00:00Z")
const auction = (overrides: Partial<AuctionState> = {}): AuctionState => ({
  id: 7,
  sellerId: 1,
  status: AuctionStatus.live,
  scheduledEnd: end,
  end,
  softCloseSeconds: 120,
  currentBid: 0,
  currentBidderId: null,
  currentBidder: null,
  bidCount: 0,
  reserve: 20_000,
  noReserve: false,
  eventSeq: 0,
  ...overrides
})
const bid = (amount: unknown, secondsBeforeEnd: number, bidderId = 2): BidRequest => ({
  bidderId,
  bidder: `bidder${bidderId}`,
  amount,
  receivedAt: new Date(end.getTime() - secondsBeforeEnd * 1000),
  idempotencyKey: null
})

describe("decideBid", () => {
  it("opens at $100 and then asks the step above the current bid", () => {
    expect(decideBid(auction(), bid(99, 600))).toMatchObject({ _tag: "Refused", reason: "bid_too_low", minBid: 100 })
    expect(decideBid(auction(), bid(100, 600))).toMatchObject({ _tag: "Accepted", amount: 100 })
    expect(decideBid(auction({ currentBid: 15_000 }), bid(15_249, 600))).toMatchObject({ reason: "bid_too_low", minBid: 15_250 })
    expect(decideBid(auction({ currentBid: 50_000 }), bid(50_500, 600))).toMatchObject({ _tag: "Accepted" })
    expect(decideBid(auction({ currentBid: 200_000 }), bid(200_999, 600))).toMatchObject({ minBid: 201_000 })
  })

  it("refuses amounts that are not whole dollars", () => {
    for (const amount of [150.5, "200", null, Number.NaN]) {
      expect(decideBid(auction(), bid(amount, 600))).toMatchObject({ _tag: "Refused", reason: "not_whole_dollars" })
    }
  })

  it("refuses a bid over the ceiling, such as one the ledger could not store", () => {
    expect(decideBid(auction(), bid(1_000_000_000, 600))).toMatchObject({ _tag: "Accepted", amount: 1_000_000_000 })
    for (const amount of [1_000_000_001, 2 ** 31, Number.MAX_SAFE_INTEGER]) {
      expect(decideBid(auction(), bid(amount, 600))).toMatchObject({ _tag: "Refused", reason: "bid_too_high", minBid: 100 })
    }
  })

  it("refuses the seller and bids received at or after the end", () => {
    expect(decideBid(auction(), bid(500, 600, 1))).toMatchObject({ reason: "seller_cannot_bid" })
    expect(decideBid(auction(), bid(500, 0))).toMatchObject({ reason: "auction_ended" })
    expect(decideBid(auction(), bid(500, -1))).toMatchObject({ reason: "auction_ended" })
    expect(decideBid(auction({ status: AuctionStatus.sold }), bid(500, 600))).toMatchObject({ reason: "auction_ended" })
  })

  it("moves the end to receive time + window for a bid inside the window, with status last_second_bids", () => {
    const decision = decideBid(auction(), bid(500, 30))
    expect(decision._tag).toBe("Accepted")
    if (decision._tag !== "Accepted") return
    expect(decision.after.end.toISOString()).toBe("2026-11-21T18:01:30.000Z")
    expect(decision.after.status).toBe(AuctionStatus.last_second_bids)
    // The bid's event, and the thread's entry of the first extension after it.
    expect(decision.firstExtension).toBe(true)
    expect(decision.after).toMatchObject({ currentBid: 500, currentBidderId: 2, bidCount: 1, eventSeq: 2 })
    // The next bid of the war extends again, and the thread already said so.
    const again = decideBid(decision.after, bid(600, 10))
    expect(again).toMatchObject({ _tag: "Accepted", firstExtension: false, after: { eventSeq: 3, status: AuctionStatus.last_second_bids } })
  })

  it("leaves the end alone for a bid before the window", () => {
    const decision = decideBid(auction(), bid(500, 121))
    expect(decision._tag === "Accepted" && decision.after.end).toEqual(end)
    expect(decision._tag === "Accepted" && decision.after.status).toBe(AuctionStatus.live)
    expect(decision).toMatchObject({ firstExtension: false, after: { eventSeq: 1 } })
  })

  it("accepts exactly the bids that beat the minimum, and every accepted bid beats the last by the step", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 400_000 }), { maxLength: 60 }), (amounts) => {
        let state = auction()
        for (const amount of amounts) {
          const decision = decideBid(state, bid(amount, 600))
          const previous = state.currentBid
          if (decision._tag === "Accepted") {
            expect(amount).toBeGreaterThanOrEqual(
              previous === 0 ? 100 : previous + (previous < 15_000 ? 100 : previous < 50_000 ? 250 : previous < 200_000 ? 500 : 1000)
            )
            state = decision.after
          }
        }
        expect(state.eventSeq).toBe(state.bidCount)
      })
    )
  })
})

describe("outcomeOf", () => {
  it("takes the buyer's fee from the configured commission", () => {
    const sold = auction({ currentBid: 25_000, currentBidderId: 3, bidCount: 4 })
    expect(outcomeOf(sold, { rate: 0.1, min: 500, max: 2_000 }).buyerFee).toBe(2_000)
  })

  it("closes with no bids, sold (with the buyer's fee) or reserve not met", () => {
    expect(outcomeOf(auction(), DEFAULT_BUYER_COMMISSION)).toMatchObject({ status: AuctionStatus.no_bids, winnerId: null })
    expect(outcomeOf(auction({ currentBid: 25_000, currentBidderId: 3, bidCount: 4 }), DEFAULT_BUYER_COMMISSION)).toEqual({
      status: AuctionStatus.sold,
      winnerId: 3,
      saleAmount: 25_000,
      buyerFee: 1_250
    })
    expect(outcomeOf(auction({ currentBid: 19_900, currentBidderId: 3, bidCount: 4 }), DEFAULT_BUYER_COMMISSION)).toMatchObject({
      status: AuctionStatus.reserve_not_met,
      winnerId: null,
      saleAmount: null
    })
    expect(
      outcomeOf(auction({ reserve: null, noReserve: true, currentBid: 2_000, currentBidderId: 3, bidCount: 1 }), DEFAULT_BUYER_COMMISSION)
    ).toMatchObject({
      status: AuctionStatus.sold,
      buyerFee: 250
    })
  })
})
