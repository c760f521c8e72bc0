import { isRunning } from "./AuctionStatus.ts"
import { minimumNextBid } from "./BidSteps.ts"
import { usernameKey } from "./Username.ts"

/**
 * Where the reader stands on a running auction they bid on: the high bidder, or outbid with the
 * least that would lead again. Nothing for a reader who hasn't bid, while nobody leads, nor once
 * bidding closed (the bar then tells the outcome).
 */
export type BidderStanding = { readonly kind: "winning" } | { readonly kind: "outbid"; readonly minimumBid: number }

export interface StandingFacts {
  readonly status: number
  readonly currentBid: number
  /** The high bidder's username; null without bids. */
  readonly currentBidder: string | null
  /** The signed-in reader's username; null for a visitor. */
  readonly reader: string | null
  /** Whether the reader bid on the auction (as far as the page knows). */
  readonly hasBid: boolean
  /**
   * The reader's own bid the page saw accepted, if any: an auction read showing less than it is
   * older than that bid, whoever it names as leading.
   */
  readonly ownBid: number | null
}

export function bidderStanding({ status, currentBid, currentBidder, reader, hasBid, ownBid }: StandingFacts): BidderStanding | null {
  if (reader === null || !isRunning(status)) return null
  if (currentBidder !== null && usernameKey(currentBidder) === usernameKey(reader)) return { kind: "winning" }
  // A late read, from before the reader's own bid, is no news that they lost the lead.
  if (ownBid !== null && currentBid <= ownBid) return { kind: "winning" }
  // Outbid only while someone else leads.
  return hasBid && currentBidder !== null ? { kind: "outbid", minimumBid: minimumNextBid(currentBid) } : null
}
