import type { AuctionList } from "@redline/api"
import { AuctionStatus, type AuctionUpdate } from "@redline/domain"
import { describe, expect, it } from "vitest"
import { auctionListItem } from "./auctionListItem.fixture.ts"
import { withAuctionUpdate } from "./auctionListUpdates.ts"

const list: AuctionList = {
  auctions: [auctionListItem({ id: 1, current_bid: 42_000, bids: 18 }), auctionListItem({ id: 2, current_bid: 9_000, bids: 3 })],
  total: 2
}
const update = (overrides: Partial<AuctionUpdate> = {}): AuctionUpdate => ({
  id: 1,
  current_bid: 43_000,
  bids: 19,
  auction_end: "2026-11-22T00:02:00.000Z",
  status: AuctionStatus.last_second_bids,
  reserve_met: true,
  ...overrides
})

describe("withAuctionUpdate", () => {
  it("moves the auction's card: current bid, bids, end, status and reserve", () => {
    const [first, second] = withAuctionUpdate(list, update()).auctions
    expect(first).toMatchObject({
      current_bid: 43_000,
      bids: 19,
      auction_end: "2026-11-22T00:02:00.000Z",
      status: AuctionStatus.last_second_bids,
      reserve_met: true,
      has_sold: false
    })
    expect(second).toBe(list.auctions[1])
  })

  it("never takes a card back to an older state", () => {
    expect(withAuctionUpdate(list, update({ bids: 17, current_bid: 41_000 }))).toBe(list)
  })

  it("takes the close, which adds no bid", () => {
    const [first] = withAuctionUpdate(list, update({ bids: 18, current_bid: 42_000, status: AuctionStatus.sold })).auctions
    expect(first).toMatchObject({ status: AuctionStatus.sold, has_sold: true })
  })

  it("leaves a list without the auction as it is", () => {
    expect(withAuctionUpdate(list, update({ id: 3 }))).toBe(list)
  })
})
