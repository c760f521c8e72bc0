import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { bidderStanding } from "../src/BidderStanding.ts"

const running = {
  status: AuctionStatus.live,
  currentBid: 15_000,
  currentBidder: "Miata_Fan",
  reader: "miata_fan",
  hasBid: true,
  ownBid: null
}

describe("bidderStanding", () => {
  it("is winning for the high bidder, whatever the username's case", () => {
    expect(bidderStanding(running)).toEqual({ kind: "winning" })
    expect(bidderStanding({ ...running, status: AuctionStatus.last_second_bids, hasBid: false })).toEqual({ kind: "winning" })
  })

  it("is outbid for a bidder someone else leads, with the least that would lead again", () => {
    expect(bidderStanding({ ...running, currentBidder: "rival" })).toEqual({ kind: "outbid", minimumBid: 15_250 })
    expect(bidderStanding({ ...running, currentBid: 9_900, currentBidder: "rival" })).toEqual({ kind: "outbid", minimumBid: 10_000 })
  })

  it("is winning while the auction read is older than the reader's own accepted bid, whoever it names as leading", () => {
    expect(bidderStanding({ ...running, currentBidder: "rival", currentBid: 14_750, ownBid: 15_000 })).toEqual({ kind: "winning" })
    expect(bidderStanding({ ...running, currentBidder: null, currentBid: 0, ownBid: 15_000 })).toEqual({ kind: "winning" })
    // a bid above the reader's is news: they were outbid
    expect(bidderStanding({ ...running, currentBidder: "rival", currentBid: 15_250, ownBid: 15_000 })).toEqual({
      kind: "outbid",
      minimumBid: 15_500
    })
  })

  it("is nothing for a reader who hasn't bid, a visitor, while nobody leads, or an auction no longer running", () => {
    expect(bidderStanding({ ...running, currentBidder: "rival", hasBid: false })).toBeNull()
    expect(bidderStanding({ ...running, reader: null })).toBeNull()
    expect(bidderStanding({ ...running, currentBidder: null, currentBid: 0, hasBid: false })).toBeNull()
    // a read of the auction from before the reader's first bid says nobody leads yet: not outbid
    expect(bidderStanding({ ...running, currentBidder: null, currentBid: 0 })).toBeNull()
    expect(bidderStanding({ ...running, status: AuctionStatus.sold })).toBeNull()
    expect(bidderStanding({ ...running, status: AuctionStatus.reserve_not_met, currentBidder: "rival" })).toBeNull()
  })
})
