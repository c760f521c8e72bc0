import type { AuctionDetail } from "@redline/api"
import { bidBarText, formatLongDate, isRunning, statusName } from "@redline/domain"
import type { ReactNode } from "react"
import { Countdown } from "./Countdown.tsx"

interface BidBarProps {
  readonly auction: AuctionDetail
  /** Place bid, or the seller's Manage your auction; nothing once bidding closed. */
  readonly action: ReactNode
  /** Where the reader stands, or what came of their bid: in the bar, where the eye is after bidding. */
  readonly standing: ReactNode
}

/**
 * Where the auction stands: time left (or when it ended), the bid bar's text, the way to bid and
 * the reader's own standing.
 */
export function BidBar({ auction, action, standing }: BidBarProps) {
  const running = isRunning(auction.status)
  const status = statusName(auction.status)
  return (
    <section className="bid-bar" aria-label="Bidding">
      <div className="bid-bar__inner">
        <div className="bid-bar__time">
          {running ? (
            <Countdown auction={auction} extended={status === "last_second_bids"} />
          ) : (
            <p className="bid-bar__ended">
              <span className="countdown__label">Ended</span>
              <time dateTime={auction.auction_end}>{formatLongDate(new Date(auction.auction_end))}</time>
              {/* the bar's 'Bid to' alone would read as if the car sold */}
              {status === "reserve_not_met" && <span className="bid-bar__outcome">Reserve not met</span>}
            </p>
          )}
        </div>
        <p className="bid-bar__amount" aria-live="polite">
          {bidBarText(auction.status, auction.sale_amount ?? auction.current_bid)}
        </p>
        {running && <div className="bid-bar__action">{action}</div>}
        {standing}
      </div>
    </section>
  )
}
