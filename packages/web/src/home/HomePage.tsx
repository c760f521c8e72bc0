import { decodeListQuery, defaultSort, encodeListQuery, Messages } from "@redline/domain"
import { useMemo } from "react"
import { Link, useSearch } from "wouter"
import { AuctionGrid } from "../auctions/AuctionGrid.tsx"
import { AuctionGridSkeleton } from "../auctions/AuctionGridSkeleton.tsx"
import { useLiveAuctions } from "../auctions/useLiveAuctions.ts"
import { AuctionsMenu } from "../layout/AuctionsMenu.tsx"
import { usePageTitle } from "../page/usePageTitle.ts"
import "./HomePage.css"

/** Home: the live auctions, in the sort and filters the URL carries. */
export default function HomePage() {
  usePageTitle("Auctions")
  const search = useSearch()
  const { sort, filters } = useMemo(() => decodeListQuery("home", search, new Date()), [search])
  const live = useLiveAuctions({ sort, filters })
  // Past results keep the filters but not the sort: the ended list has its own sorts.
  const pastQuery = encodeListQuery("past", { sort: defaultSort("past", "sort"), filters, page: 1 })

  return (
    <div className="container home">
      <div className="home__head">
        <AuctionsMenu label="Live Auctions" heading />
        {live.data !== undefined && live.data.total > 0 && (
          <p className="home__count">
            {live.data.total === 1 ? "1 auction" : `${live.data.total.toLocaleString("en-US")} auctions`} live now
          </p>
        )}
      </div>

      {live.data === undefined ? (
        live.isError ? (
          <div className="home__notice" role="alert">
            <p>We couldn't load the live auctions. Check your connection and try again.</p>
            <button type="button" className="button button--quiet" onClick={() => void live.refetch()}>
              Try again
            </button>
          </div>
        ) : (
          <AuctionGridSkeleton />
        )
      ) : live.data.auctions.length === 0 ? (
        <div className="home__notice">
          <p>{Messages.noAuctionsMatchBroaden}</p>
          {search !== "" && (
            <Link href="/" className="button button--quiet">
              Start over
            </Link>
          )}
        </div>
      ) : (
        <AuctionGrid auctions={live.data.auctions} />
      )}

      <p className="home__results">
        <Link href={pastQuery === "" ? "/past-auctions/" : `/past-auctions/?${pastQuery}`} className="button button--quiet">
          View auction results
        </Link>
      </p>
    </div>
  )
}
