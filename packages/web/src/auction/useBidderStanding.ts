import type { AuctionDetail } from "@redline/api"
import { type BidderStanding, bidderStanding } from "@redline/domain"
import { useState } from "react"
import { useSession } from "../session/useSession.ts"

/**
 * The reader's standing on the auction as its live events bring it (`useLiveAuction` writes them
 * into the cached auction): the high bidder, or outbid once someone else leads. The page learns
 * that the reader bid from the auction as it loaded (`my_bid`, their highest bid before this
 * visit), from their own bid's answer, or from a bid of theirs in another tab while they lead;
 * `placed` says so at once, before anyone else's bid can follow, and until the cached auction
 * shows that bid, a read of it from before the bid doesn't say they were outbid.
 */
export function useBidderStanding(auction: AuctionDetail): {
  readonly standing: BidderStanding | null
  readonly placed: (amount: number) => void
} {
  const reader = useSession()?.username ?? null
  // who bid, so another user signing in in another tab isn't told they were outbid
  const [bidder, setBidder] = useState<string | null>(null)
  // the reader's own bid answered here, until the cached auction has caught up with it
  const [ownBid, setOwnBid] = useState<{ readonly bidder: string | null; readonly amount: number } | null>(null)
  const facts = {
    status: auction.status,
    currentBid: auction.current_bid,
    currentBidder: auction.stats.current_bid.bidder,
    reader,
    hasBid: reader !== null && (bidder === reader || auction.my_bid !== null),
    ownBid: ownBid !== null && ownBid.bidder === reader ? ownBid.amount : null
  }
  const standing = bidderStanding(facts)
  if (standing?.kind === "winning" && bidder !== reader) setBidder(reader)
  return {
    standing,
    placed: (amount) => {
      setBidder(reader)
      setOwnBid({ bidder: reader, amount })
    }
  }
}
