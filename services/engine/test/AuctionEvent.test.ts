import { AuctionStatus } from "@redline/domain"
import { describe, expect, it } from "vitest"
import {
  auctionEndEvent,
  auctionsEnvelopeOf,
  bidEvent,
  closeEntryEvent,
  EnvelopeCodec,
  envelopeOf,
  extensionEntryEvent
} from "../src/AuctionEvent.ts"
import type { AuctionState } from "../src/AuctionState.ts"

const before: AuctionState = {
  id: 7,
  sellerId: 1,
  status: AuctionStatus.live,
  scheduledEnd: new Date(60_000),
  end: new Date(60_000),
  softCloseSeconds: 120,
  currentBid: 0,
  currentBidderId: null,
  currentBidder: null,
  bidCount: 0,
  reserve: null,
  noReserve: true,
  eventSeq: 0
}
const after: AuctionState = {
  ...before,
  status: AuctionStatus.last_second_bids,
  end: new Date(170_000),
  currentBid: 1_200,
  currentBidderId: 2,
  currentBidder: "turbo_tess",
  bidCount: 1,
  // The bid's event and the soft close's entry after it.
  eventSeq: 2
}
const request = { bidderId: 2, bidder: "turbo_tess", amount: 1_200, receivedAt: new Date(50_000), idempotencyKey: null }
const published = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe("auction events on the wire", () => {
  it("publish a bid as its channel's envelope: the bid with its ids and the auction after it", () => {
    const event = bidEvent({ request, amount: 1_200, after, firstExtension: true }, 31, 64)
    expect(published(EnvelopeCodec.encode(envelopeOf(event)))).toBe(
      '{"channel":"auction:7","seq":1,"kind":"bid","data":{' +
        '"bid":{"id":31,"amount":1200,"bidder":"turbo_tess","received_at":"1970-01-01T00:00:50.000Z","comment_id":64},' +
        `"auction":{"current_bid":1200,"current_bidder":"turbo_tess","auction_end":"1970-01-01T00:02:50.000Z","status":${AuctionStatus.last_second_bids},"bids":1,"reserve_met":true}}}`
    )
  })

  it("publish the thread's system entries as comments of no one: the first extension after its bid, the result before the close", () => {
    const extension = extensionEntryEvent({ request, amount: 1_200, after, firstExtension: true }, 65)
    expect(published(EnvelopeCodec.encode(envelopeOf(extension)))).toBe(
      '{"channel":"auction:7","seq":2,"kind":"comment","data":{"id":65,"type":5,"user":null,' +
        '"text":"Soft close: a bid in the final 2 minutes extended the auction.","amount":null,' +
        '"timestamp":"1970-01-01T00:00:50.000Z","updated_at":"1970-01-01T00:00:50.000Z","edited_at":null,"deleted_at":null,' +
        '"upvotes":0,"flags":0,"system_flagged":false,"is_seller":false,"is_bidder":false,"reply_to":null,"attachments":[]}}'
    )
    const outcome = { status: AuctionStatus.sold, winnerId: 2, saleAmount: 1_200, buyerFee: 250 } as const
    expect(closeEntryEvent(after, outcome, 66)).toMatchObject({
      seq: 3,
      kind: "comment",
      data: { id: 66, user: null, text: "Sold for $1,200 to @turbo_tess.", timestamp: "1970-01-01T00:02:50.000Z" }
    })
    expect(auctionEndEvent(after, outcome).seq).toBe(4)
  })

  it("publish the close after the last event, naming the winner only of a sale", () => {
    const sold = auctionEndEvent(after, { status: AuctionStatus.sold, winnerId: 2, saleAmount: 1_200, buyerFee: 250 })
    expect(published(EnvelopeCodec.encode(envelopeOf(sold)))).toBe(
      '{"channel":"auction:7","seq":4,"kind":"auction_end","data":' +
        `{"status":${AuctionStatus.sold},"auction_end":"1970-01-01T00:02:50.000Z","current_bid":1200,"sale_amount":1200,"winner":"turbo_tess"}}`
    )
    const unsold = auctionEndEvent(after, { status: AuctionStatus.reserve_not_met, winnerId: null, saleAmount: null, buyerFee: null })
    expect(unsold.data).toMatchObject({ sale_amount: null, winner: null })
  })

  it("publish the auction as it stands on the auctions channel, telling whether its reserve is met but never the reserve", () => {
    const reserved: AuctionState = { ...after, reserve: 1_500, noReserve: false }
    expect(published(EnvelopeCodec.encode(auctionsEnvelopeOf(reserved)))).toBe(
      '{"channel":"auctions","seq":0,"kind":"auction","data":' +
        `{"id":7,"current_bid":1200,"auction_end":"1970-01-01T00:02:50.000Z","status":${AuctionStatus.last_second_bids},"bids":1,"reserve_met":false}}`
    )
    expect(auctionsEnvelopeOf({ ...reserved, currentBid: 1_500 }).data).toMatchObject({ reserve_met: true })
  })
})
