import { isRunning } from "./AuctionStatus.ts"
import { acceptsBidAt } from "./SoftClose.ts"

/** Why the auction itself takes no bid from a bidder, whoever they are otherwise. */
export type AuctionBidRefusal = "auction_ended" | "seller_cannot_bid"

export interface BiddableAuction {
  readonly status: number
  /** The end as it stands, perhaps moved by last-second bids. */
  readonly end: Date
  readonly sellerId: number
}

export interface BidAttempt {
  readonly bidderId: number
  /** When the gateway received the bid: it counts by that, not by when it is decided. */
  readonly receivedAt: Date
}

/**
 * The auction's part of who may bid (DESIGN invariants 3 and 5): it is running, the bid was
 * received before its end, and the bidder is not its seller. A bid received after the end is
 * 'ended' even from the seller. The bidder's own part (registered to bid, not suspended) is
 * checked apart, before the bid reaches the auction.
 */
export function auctionBidRefusal(auction: BiddableAuction, bid: BidAttempt): AuctionBidRefusal | null {
  if (!isRunning(auction.status) || !acceptsBidAt(auction.end, bid.receivedAt)) return "auction_ended"
  return bid.bidderId === auction.sellerId ? "seller_cannot_bid" : null
}
