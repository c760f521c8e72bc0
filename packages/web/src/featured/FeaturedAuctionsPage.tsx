import { noMatchMessage, sortsFor } from "@redline/domain"
import { Link } from "wouter"
import { AuctionResults } from "../auctions/AuctionResults.tsx"
import { useLiveAuctions } from "../auctions/useLiveAuctions.ts"
import { AuctionsMenu } from "../layout/AuctionsMenu.tsx"
import { ListControls } from "../listFilters/ListControls.tsx"
import { useListQuery } from "../listFilters/useListQuery.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { MOBILE_LAYOUT, useMediaQuery } from "../ui/useMediaQuery.ts"
import "../listFilters/ListPage.css"

/**
 * Featured auctions: the running auctions sellers had featured, with home's sorts and filters;
 * on phones in the featured card variant.
 */
export default function FeaturedAuctionsPage() {
  usePageTitle("Featured Auctions")
  const { query, hrefFor, change } = useListQuery("featured", "/featured-auctions/")
  const { sort, filters } = query
  const featured = useLiveAuctions({ sort, filters, featured: true })
  const total = featured.data?.total
  const phone = useMediaQuery(MOBILE_LAYOUT)

  return (
    <div className="container list-page">
      <div className="list-page__head">
        <AuctionsMenu label="Featured Auctions" heading />
        {total !== undefined && total > 0 && (
          <p className="list-page__count">{total === 1 ? "1 auction" : `${total.toLocaleString("en-US")} auctions`} featured</p>
        )}
      </div>

      <ListControls
        sorts={sortsFor("featured", "sort")}
        sort={sort}
        filters={filters}
        sortHref={(key) => hrefFor({ sort: key })}
        onFiltersChange={(filters) => change({ filters })}
      />

      <AuctionResults
        result={featured}
        failure="We couldn't load the featured auctions. Check your connection and try again."
        card={phone ? "featured" : "standard"}
        empty={
          <>
            <p>{noMatchMessage(filters)}</p>
            {hrefFor({}) !== "/featured-auctions/" && (
              <Link href="/featured-auctions/" className="button button--quiet">
                Start over
              </Link>
            )}
          </>
        }
      />

      <p className="list-page__footer">
        <Link href="/" className="button">
          View all auctions
        </Link>
      </p>
    </div>
  )
}
