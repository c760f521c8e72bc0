import type { AuctionDetail } from "@redline/api"
import type { AuctionEndEvent, AuctionUpdate, BidEvent } from "@redline/domain"
import type { EndCheckAnswer } from "@redline/machines"

/**
 * The auction after an accepted bid, from its answer or its live event, whichever comes first.
 * The bid count only grows, so the later of the two, or an event replayed after a reconnect,
 * never takes the auction back.
 */
export function withPlacedBid(auction: AuctionDetail, { auction: after }: BidEvent): AuctionDetail {
  if (after.bids < auction.bids) return auction
  return {
    ...auction,
    current_bid: after.current_bid,
    bids: after.bids,
    auction_end: after.auction_end,
    status: after.status,
    reserve: { ...auction.reserve, reserve_met: after.reserve_met },
    stats: {
      ...auction.stats,
      current_bid: { amount: after.current_bid, bidder: after.current_bidder },
      bids: after.bids,
      auction_end: after.auction_end,
      status: after.status
    }
  }
}

/** The auction after a change of its own (the seller lowered the reserve): whether the reserve is met now. */
export function withAuctionUpdate(auction: AuctionDetail, update: AuctionUpdate): AuctionDetail {
  if (update.bids < auction.bids) return auction
  return { ...auction, reserve: { ...auction.reserve, reserve_met: update.reserve_met } }
}

/** The auction once closed: its outcome, as the 'auction_end' event tells it. */
export function withEnd(auction: AuctionDetail, end: AuctionEndEvent): AuctionDetail {
  return {
    ...auction,
    status: end.status,
    auction_end: end.auction_end,
    current_bid: end.current_bid,
    sale_amount: end.sale_amount,
    winner: end.winner,
    stats: { ...auction.stats, status: end.status, auction_end: end.auction_end }
  }
}

/** What the countdown's end check learned: a status and an end, perhaps moved by a last-second bid. */
export function withEndCheck(auction: AuctionDetail, answer: EndCheckAnswer): AuctionDetail {
  return {
    ...auction,
    status: answer.status,
    auction_end: answer.auction_end,
    stats: { ...auction.stats, status: answer.status, auction_end: answer.auction_end }
  }
}
