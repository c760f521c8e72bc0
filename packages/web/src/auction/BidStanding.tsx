import { type BidderStanding, Messages } from "@redline/domain"

/** What came of the reader's last try at bidding, told until they bid again or are outbid. */
export type BidNotice = { readonly kind: "placed"; readonly amount: number } | { readonly kind: "ended" }

interface BidStandingProps {
  readonly standing: BidderStanding | null
  readonly notice: BidNotice | null
  /** Bids the new minimum, through the bid dialog's confirm step. */
  readonly onBid: (amount: number) => void
}

/**
 * The reader's own line in the bid bar: outbid, with the least that leads again a tap away; the
 * high bidder, with the bid just placed; or bidding closed before their bid arrived.
 */
export function BidStanding({ standing, notice, onBid }: BidStandingProps) {
  if (standing?.kind === "outbid") {
    return (
      <div className="bid-standing" data-tone="outbid">
        <p className="bid-standing__text" role="status">
          <strong>{Messages.outbid}</strong> {Messages.nextMinimumBid(standing.minimumBid)}
        </p>
        <button type="button" className="button bid-standing__bid" onClick={() => onBid(standing.minimumBid)}>
          {Messages.bidAmount(standing.minimumBid)}
        </button>
      </div>
    )
  }
  if (notice?.kind === "ended") {
    return (
      <div className="bid-standing" data-tone="info">
        <p className="bid-standing__text" role="status">
          {Messages.biddingEnded}
        </p>
      </div>
    )
  }
  if (standing?.kind === "winning") {
    return (
      <div className="bid-standing" data-tone="winning">
        {notice?.kind === "placed" ? (
          <p className="bid-standing__text">
            <span role="status">{Messages.bidPlaced(notice.amount)}</span> {Messages.highBidder}
          </p>
        ) : (
          <p className="bid-standing__text" role="status">
            {Messages.highBidder}
          </p>
        )}
      </div>
    )
  }
  return null
}
