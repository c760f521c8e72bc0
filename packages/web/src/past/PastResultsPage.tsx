import { Messages, noMatchMessage, PAGE_SIZES, sortsFor } from "@redline/domain"
import { Link } from "wouter"
import { AuctionResults } from "../auctions/AuctionResults.tsx"
import { useClosedAuctions } from "../auctions/useClosedAuctions.ts"
import { AuctionsMenu } from "../layout/AuctionsMenu.tsx"
import { ListControls } from "../listFilters/ListControls.tsx"
import { useListQuery } from "../listFilters/useListQuery.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { PageLinks } from "./PageLinks.tsx"
import "../listFilters/ListPage.css"

/** Past results: the ended auctions, 50 a page, in the sort, filters and page the URL carries. */
export default function PastResultsPage() {
  usePageTitle("Past Results")
  const { query, hrefFor, change } = useListQuery("past", "/past-auctions/")
  const { sort, filters, page } = query
  const closed = useClosedAuctions({ sort, filters, page })
  const total = closed.data?.total
  const pageCount = total === undefined ? 0 : Math.ceil(total / PAGE_SIZES.pastResults)
  // Past the last page is its own state (spec 1 §8), not 'no auctions match'. The server counts
  // nothing beyond the end, so an empty page after the first is the sign; changing a filter or
  // sort goes back to page 1, so that empty page can't be an empty search.
  const pagedTooFar = page > 1 && closed.data?.auctions.length === 0

  return (
    <div className="container list-page">
      <div className="list-page__head">
        <AuctionsMenu label="Past Results" heading />
        {total !== undefined && total > 0 && (
          <p className="list-page__count">{total === 1 ? "1 result" : `${total.toLocaleString("en-US")} results`}</p>
        )}
      </div>

      <ListControls
        sorts={sortsFor("past", "sort")}
        sort={sort}
        filters={filters}
        sortHref={(key) => hrefFor({ sort: key })}
        onFiltersChange={(filters) => change({ filters })}
      />

      <AuctionResults
        result={closed}
        failure="We couldn't load the past results. Check your connection and try again."
        empty={
          pagedTooFar ? (
            <>
              <p>{Messages.pagedTooFar}</p>
              <Link href={hrefFor({ page: 1 })} className="button button--quiet">
                Back to page 1
              </Link>
            </>
          ) : (
            <>
              <p>{noMatchMessage(filters)}</p>
              {hrefFor({}) !== "/past-auctions/" && (
                <Link href="/past-auctions/" className="button button--quiet">
                  Start over
                </Link>
              )}
            </>
          )
        }
      />

      <PageLinks page={page} pageCount={pageCount} hrefFor={(page) => hrefFor({ page })} />
    </div>
  )
}
