import type { AuctionDetail } from "@redline/api"
import { formatLongDate, formatMoney, isRunning } from "@redline/domain"
import { Link } from "wouter"
import { UserName } from "../ui/UserName.tsx"

const clockTime = new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", timeZoneName: "short" })
const count = new Intl.NumberFormat("en-US")

/** Current bid, seller, ending time, bids, views and watchers (spec 3 §2), kept live with the auction. */
export function AuctionStats({ auction }: { auction: AuctionDetail }) {
  const running = isRunning(auction.status)
  const end = new Date(auction.auction_end)
  const { amount, bidder } = auction.stats.current_bid
  return (
    <dl className="auction-stats">
      <div className="auction-stats__item auction-stats__item--bid">
        <dt>{running ? "Current bid" : "High bid"}</dt>
        <dd>
          {amount > 0 ? formatMoney(amount) : "No bids"}
          {amount > 0 && bidder !== null && (
            <span className="auction-stats__by">
              {" "}
              by <UserName name={bidder} />
            </span>
          )}
        </dd>
      </div>
      <div className="auction-stats__item">
        <dt>Seller</dt>
        <dd>
          <Link href={`/user/${encodeURIComponent(auction.seller)}`}>
            <UserName name={auction.seller} />
          </Link>
        </dd>
      </div>
      <div className="auction-stats__item">
        <dt>{running ? "Ends" : "Ended"}</dt>
        <dd>
          <time dateTime={auction.auction_end}>
            {formatLongDate(end)}, {clockTime.format(end)}
          </time>
        </dd>
      </div>
      <div className="auction-stats__item">
        <dt>Bids</dt>
        <dd>{count.format(auction.bids)}</dd>
      </div>
      <div className="auction-stats__item">
        <dt>Views</dt>
        <dd>{count.format(auction.views)}</dd>
      </div>
      <div className="auction-stats__item">
        <dt>Watchers</dt>
        <dd>{count.format(auction.watchers)}</dd>
      </div>
    </dl>
  )
}
