import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { bidBarText } from "../src/BidBar.ts"

describe("bidBarText", () => {
  it("says what the spec's bid bar says", () => {
    expect(bidBarText(AuctionStatus.canceled, 12_000)).toBe("Auction Canceled")
    expect(bidBarText(AuctionStatus.no_bids, null)).toBe("No bids")
    expect(bidBarText(AuctionStatus.sold, 42_500)).toBe("Sold for $42,500")
    expect(bidBarText(AuctionStatus.sold_after, 40_000)).toBe("Sold After for $40,000")
    expect(bidBarText(AuctionStatus.live, 1_234)).toBe("Bid to $1,234")
    expect(bidBarText("last_second_bids", 15_250)).toBe("Bid to $15,250")
    expect(bidBarText(AuctionStatus.reserve_not_met, 9_000)).toBe("Bid to $9,000")
  })

  it("counts a current bid of 0 as none", () => {
    expect(bidBarText(AuctionStatus.live, 0)).toBe("No bids")
    expect(bidBarText(AuctionStatus.live, null)).toBe("No bids")
  })
})
