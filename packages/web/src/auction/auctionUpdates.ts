import type { AuctionDetail, PlacedBid } from "@redline/api"
import type { EndCheckAnswer } from "@redline/machines"

/** The data of an auction channel's 'auction_end' event. */
export interface AuctionEnd {
  readonly status: number
  readonly auction_end: string
  readonly current_bid: number
  readonly sale_amount: number | null
  readonly winner: string | null
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === "object" && value !== null

/** A 'bid' event's data: the same shape as the answer to placing a bid. */
export function isPlacedBid(data: unknown): data is PlacedBid {
  if (!isRecord(data) || !isRecord(data.bid) || !isRecord(data.auction)) return false
  const { auction } = data
  return (
    typeof auction.current_bid === "number" &&
    typeof auction.bids === "number" &&
    typeof auction.status === "number" &&
    typeof auction.auction_end === "string"
  )
}

export function isAuctionEnd(data: unknown): data is AuctionEnd {
  return (
    isRecord(data) &&
    typeof data.status === "number" &&
    typeof data.auction_end === "string" &&
    typeof data.current_bid === "number"
  )
}

/** 'auction:12' → 12; null for any other channel. */
export function auctionIdOfChannel(channel: string): number | null {
  const match = /^auction:(\d+)$/.exec(channel)
  return match ? Number(match[1]) : null
}

/**
 * The auction after an accepted bid, from its answer or its live event, whichever comes first.
 * The bid count only grows, so the later of the two, or an event replayed after a reconnect,
 * never takes the auction back.
 */
export function withPlacedBid(auction: AuctionDetail, { auction: after }: PlacedBid): AuctionDetail {
  if (after.bids < auction.bids) return auction
  return {
    ...auction,
    current_bid: after.current_bid,
    bids: after.bids,
    auction_end: after.auction_end,
    status: after.status,
    stats: {
      ...auction.stats,
      current_bid: { amount: after.current_bid, bidder: after.current_bidder },
      bids: after.bids,
      auction_end: after.auction_end,
      status: after.status
    }
  }
}

/** The auction once closed: its outcome, as the 'auction_end' event tells it. */
export function withEnd(auction: AuctionDetail, end: AuctionEnd): AuctionDetail {
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
