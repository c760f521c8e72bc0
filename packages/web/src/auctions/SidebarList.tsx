import type { AuctionListItem } from "@redline/api"
import { bidBarText } from "@redline/domain"
import { useId } from "react"
import { Link } from "wouter"
import { AuctionPhoto } from "../photos/AuctionPhoto.tsx"
import { WholeWords } from "../ui/WholeWords.tsx"
import { TimeLeft } from "./TimeLeft.tsx"
import { useLiveAuctions } from "./useLiveAuctions.ts"
import "./SidebarList.css"

const THUMBNAIL = { width: 252, quality: 70 } as const

interface SidebarListProps {
  readonly heading: string
  readonly sort: number
  readonly limit: number
  /** The auction the page is about, left out of the list. */
  readonly currentId?: number
}

/** Live auctions in a sort, `limit` of them, under a heading; nothing when there are none. */
export function SidebarList({ heading, sort, limit, currentId }: SidebarListProps) {
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
