import { defaultSort, Messages } from "@redline/domain"
import { Link } from "wouter"
import { useLiveAuctions } from "../auctions/useLiveAuctions.ts"
import { useClosestToMe } from "../distance/useClosestToMe.tsx"
import { countOf, ListPage } from "../listFilters/ListPage.tsx"
import { useListQuery } from "../listFilters/useListQuery.ts"
import { MOBILE_LAYOUT, useMediaQuery } from "../ui/useMediaQuery.ts"

/**
 * Featured auctions: the running auctions sellers had featured, with home's sorts and filters;
 * on phones in the featured card variant.
 */
export default function FeaturedAuctionsPage() {
  const list = useListQuery("featured", "/featured-auctions/")
  const { sort, filters } = list.query
  const closest = useClosestToMe({ screen: "home", sort, toDefaultSort: () => list.change({ sort: defaultSort("featured", "sort") }) })
  const featured = useLiveAuctions({ sort, filters, featured: true, distance: closest.distance })
  const phone = useMediaQuery(MOBILE_LAYOUT)

  return (
    <>
      <ListPage
        title="Featured Auctions"
        heading="Featured Auctions"
        list={list}
        result={featured}
        {...closest.partsFor(featured)}
        count={(total) => `${countOf(total, "auction")} featured`}
        failure={Messages.listLoadFailed("the featured auctions")}
        card={phone ? "featured" : "standard"}
        footer={
          <p className="list-page__footer">
            <Link href="/" className="button">
              View all auctions
            </Link>
          </p>
        }
      />
      {closest.modal}
    </>
  )
}
