import type { AuctionListItem } from "@redline/api"
import { bidBarText, defaultSort, NEW_LISTINGS_SORT, PAGE_SIZES } from "@redline/domain"
import { useId } from "react"
import { Link } from "wouter"
import { TimeLeft } from "../auctions/TimeLeft.tsx"
import { useLiveAuctions } from "../auctions/useLiveAuctions.ts"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { WholeWords } from "../ui/WholeWords.tsx"

const THUMBNAIL = { width: 252, quality: 70 } as const

/** Other live auctions to look at next: the ones ending soonest and the newest (spec 1 §2). */
export function AuctionSidebar({ currentId }: { currentId: number }) {
  return (
    <aside className="auction-sidebar" aria-label="More auctions">
      <SidebarList heading="Ending soon" sort={defaultSort("home", "sort")} limit={PAGE_SIZES.endingSoon} currentId={currentId} />
      <SidebarList heading="New listings" sort={NEW_LISTINGS_SORT} limit={PAGE_SIZES.sidebar} currentId={currentId} />
    </aside>
  )
}

function SidebarList({ heading, sort, limit, currentId }: { heading: string; sort: number; limit: number; currentId: number }) {
  const headingId = useId()
  const list = useLiveAuctions({ sort, filters: {}, limit })
  const auctions = list.data?.auctions.filter((auction) => auction.id !== currentId) ?? []
  if (list.isSuccess && auctions.length === 0) return null
  return (
    <section className="sidebar-list" aria-labelledby={headingId}>
      <h2 id={headingId} className="sidebar-list__heading">
        {heading}
      </h2>
      {list.isPending ? (
        <div className="sidebar-list__loading" role="status">
          <span className="visually-hidden">Loading…</span>
        </div>
      ) : (
        <ul className="sidebar-list__items">
          {auctions.map((auction) => (
            <li key={auction.id}>
              <SidebarAuction auction={auction} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

function SidebarAuction({ auction }: { auction: AuctionListItem }) {
  return (
    <article className="sidebar-auction">
      <AuctionPhoto className="sidebar-auction__photo" photo={auction.main_photo} alt="" size={THUMBNAIL} />
      <div className="sidebar-auction__body">
        <h3 className="sidebar-auction__title">
          <Link href={auction.auction_url} className="sidebar-auction__link">
            <WholeWords text={auction.title} />
          </Link>
        </h3>
        <p className="sidebar-auction__facts">
          <span>{bidBarText(auction.status, auction.current_bid)}</span>
          <TimeLeft className="sidebar-auction__time" end={auction.auction_end} />
        </p>
      </div>
    </article>
  )
}
