import { defaultSort, encodeListQuery, noMatchMessage, sortsFor } from "@redline/domain"
import { Link } from "wouter"
import { AuctionResults } from "../auctions/AuctionResults.tsx"
import { useLiveAuctions } from "../auctions/useLiveAuctions.ts"
import { AuctionsMenu } from "../layout/AuctionsMenu.tsx"
import { ListControls } from "../listFilters/ListControls.tsx"
import { listHref, useListQuery } from "../listFilters/useListQuery.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { HeroSlider } from "./HeroSlider.tsx"
import "../listFilters/ListPage.css"

/** Home: the live auctions, in the sort and filters the URL carries. */
export default function HomePage() {
  usePageTitle("Auctions")
  const { query, hrefFor, change } = useListQuery("home", "/")
  const { sort, filters } = query
  const live = useLiveAuctions({ sort, filters })
  // Past results keep the filters but not the sort: the ended list has its own sorts.
  const pastQuery = encodeListQuery("past", { sort: defaultSort("past", "sort"), filters, page: 1 })
  // The canonical URL of what is shown: anything but "/" means some filter or sort narrowed it.
  const narrowed = hrefFor({}) !== "/"

  return (
    <div className="container list-page">
      <HeroSlider />
      <div className="list-page__head">
        <AuctionsMenu label="Live Auctions" heading />
        {live.data !== undefined && live.data.total > 0 && (
          <p className="list-page__count">
            {live.data.total === 1 ? "1 auction" : `${live.data.total.toLocaleString("en-US")} auctions`} live now
          </p>
        )}
      </div>

      <ListControls
        sorts={sortsFor("home", "sort")}
        sort={sort}
        filters={filters}
        sortHref={(key) => hrefFor({ sort: key })}
        onFiltersChange={(filters) => change({ filters })}
      />

      <AuctionResults
        result={live}
        failure="We couldn't load the live auctions. Check your connection and try again."
        empty={
          <>
            <p>{noMatchMessage(filters)}</p>
            {narrowed && (
              <Link href="/" className="button button--quiet">
                Start over
              </Link>
            )}
          </>
        }
      />

      <p className="list-page__footer">
        <Link href={listHref("/past-auctions/", pastQuery)} className="button button--quiet">
          View auction results
        </Link>
      </p>
    </div>
  )
}
