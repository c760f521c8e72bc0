import { Messages, type SortList } from "@redline/domain"
import type { ReactNode } from "react"
import { AuctionCard } from "../auctions/AuctionCard.tsx"
import { AuctionGridSkeleton } from "../auctions/AuctionGridSkeleton.tsx"
import { SortBar } from "../listFilters/SortBar.tsx"
import { useWatchList } from "./useWatchList.ts"
import type { WatchListSection as Section } from "./watchListQueries.ts"
import "../auctions/AuctionGrid.css"

interface WatchListSectionProps {
  readonly section: Section
  readonly heading: string
  readonly sorts: SortList
  readonly sort: number
  /** The page's URL with this section in another sort. */
  readonly sortHref: (key: number) => string
  /** What the section says when it has no auctions. */
  readonly empty: ReactNode
}

/**
 * One section of the watch list (spec 1 §2): its heading, its own sort bar, its cards a page at
 * a time with 'Show more'. A car unwatched here stays where it is, its photo greyed and a line
 * saying it left the list, so the cards don't jump under the pointer and the heart brings it back.
 */
export function WatchListSection({ section, heading, sorts, sort, sortHref, empty }: WatchListSectionProps) {
  const list = useWatchList(section, sort)
  const headingId = `watch-list-${section}`
  const auctions = list.data?.pages.flatMap((page) => page.auctions)

  return (
    <section className="watch-list__section" aria-labelledby={headingId}>
      <h2 id={headingId} className="watch-list__heading">
        {heading}
      </h2>
      <SortBar sorts={sorts} current={sort} hrefFor={sortHref} label={`Sort ${heading.toLowerCase()} auctions`} />
      {auctions === undefined ? (
        list.isError ? (
          <div className="list-notice" role="alert">
            <p>{Messages.listLoadFailed("your watch list")}</p>
            <button type="button" className="button button--quiet" onClick={() => void list.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <AuctionGridSkeleton count={4} />
        )
      ) : auctions.length === 0 ? (
        <div className="list-notice">{empty}</div>
      ) : (
        <>
          <ul className="auction-grid">
            {auctions.map((auction) => (
              <li key={auction.id} className="watch-list__item" data-unwatched={auction.watching ? undefined : ""}>
                <AuctionCard auction={auction} />
                {!auction.watching && <p className="watch-list__removed">Removed from your watch list</p>}
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <p className="watch-list__more">
              <button
                type="button"
                className="button button--quiet"
                aria-busy={list.isFetchingNextPage}
                onClick={() => void list.fetchNextPage()}
              >
                {list.isFetchingNextPage ? "Loading…" : "Show more"}
              </button>
            </p>
          )}
          {list.isFetchNextPageError && (
            <p className="watch-list__notice" role="alert">
              {Messages.listLoadFailed("more of your watch list")}
            </p>
          )}
        </>
      )}
    </section>
  )
}
