import { defaultSort, encodeListQuery, Messages } from "@redline/domain"
import { Link } from "wouter"
import { useLiveAuctions } from "../auctions/useLiveAuctions.ts"
import { useClosestToMe } from "../distance/useClosestToMe.tsx"
import { countOf, ListPage } from "../listFilters/ListPage.tsx"
import { listHref, useListQuery } from "../listFilters/useListQuery.ts"
import { HeroSlider } from "./HeroSlider.tsx"

/** Home: the live auctions, in the sort and filters the URL carries, under the featured slider. */
export default function HomePage() {
  const list = useListQuery("home", "/")
  const { sort, filters } = list.query
  const closest = useClosestToMe({ screen: "home", sort, toDefaultSort: () => list.change({ sort: defaultSort("home", "sort") }) })
  const live = useLiveAuctions({ sort, filters, distance: closest.distance })
  // Past results keep the filters but not the sort: the ended list has its own sorts.
  const pastQuery = encodeListQuery("past", { sort: defaultSort("past", "sort"), filters, page: 1 })

  return (
    <>
      <ListPage
        title="Auctions"
        heading="Live Auctions"
        list={list}
        result={live}
        {...closest.partsFor(live)}
        count={(total) => `${countOf(total, "auction")} live now`}
        failure={Messages.listLoadFailed("the live auctions")}
        lead={<HeroSlider />}
        footer={
          <p className="list-page__footer">
            <Link href={listHref("/past-auctions/", pastQuery)} className="button button--quiet">
              View auction results
            </Link>
          </p>
        }
      />
      {closest.modal}
    </>
  )
}
