import { isRunning } from "./AuctionStatus.ts"
import { acceptsBidAt } from "./SoftClose.ts"

/**
 * Who may bid on an auction, and when (DESIGN invariants 3 and 5, spec 2 §4): the auction is
 * running and the bid arrives before its end, the bidder is signed in, isn't its seller, is
 * registered to bid (a card on file and the bidding agreement) and isn't suspended.
 */

/** Why the auction itself won't take a bid. */
export type AuctionBidRefusal = "auction_ended" | "seller_cannot_bid"

export interface AuctionBidFacts {
  readonly status: number
  /** The auction's end as it stands, moved by soft close. */
  readonly end: Date
  /** When the bid was received: a bid counts by it (fair close). */
  readonly receivedAt: Date
  readonly bidderIsSeller: boolean
}

/**
 * The auction's part of a bid, as the auction's actor decides it: it takes bids while running,
 * received before its end, from anyone but its seller.
 */
export function auctionBidRefusal({ status, end, receivedAt, bidderIsSeller }: AuctionBidFacts): AuctionBidRefusal | null {
  if (!isRunning(status) || !acceptsBidAt(end, receivedAt)) return "auction_ended"
  return bidderIsSeller ? "seller_cannot_bid" : null
}

/** Why this reader may not bid now: the auction's reason, or theirs (a visitor signs in first). */
export type BidRefusalReason = AuctionBidRefusal | "sign_in" | "account_suspended" | "not_registered"

/** The reader as a bidder; what a caller doesn't know of them (the page doesn't keep it) is left out, for the server to decide. */
export interface Bidder {
  readonly isSeller: boolean
  /** A card on file and the bidding agreement. */
  readonly registered?: boolean | undefined
  readonly suspended?: boolean | undefined
}

export interface BidFacts {
  readonly status: number
  /**
   * The end and when the bid was received, once one was. Before a bid is sent (the page offering
   * its button) there is no receive time to judge the end by, and the end the page knows may be
   * behind a last-second bid's extension: then only the status counts, and the server judges the end.
   */
  readonly timing?: { readonly end: Date; readonly receivedAt: Date } | undefined
  /** Null for a visitor. */
  readonly bidder: Bidder | null
}

/** The bidder's own part, which the API checks before a bid goes to its auction. */
export function bidderRefusal(bidder: Bidder): "account_suspended" | "not_registered" | null {
  if (bidder.suspended === true) return "account_suspended"
  return bidder.registered === false ? "not_registered" : null
}

/** Whether this reader may bid on the auction now: null when they may, or why not. */
export function bidRefusal({ status, timing, bidder }: BidFacts): BidRefusalReason | null {
  const bidderIsSeller = bidder?.isSeller === true
  const auction =
    timing === undefined
      ? isRunning(status)
        ? bidderIsSeller
          ? "seller_cannot_bid"
          : null
        : "auction_ended"
      : auctionBidRefusal({ status, ...timing, bidderIsSeller })
  if (auction === "auction_ended") return auction
  if (bidder === null) return "sign_in"
  return auction ?? bidderRefusal(bidder)
}
