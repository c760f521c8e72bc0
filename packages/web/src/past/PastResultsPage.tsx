import { Messages, PAGE_SIZES } from "@redline/domain"
import { useClosedAuctions } from "../auctions/useClosedAuctions.ts"
import { countOf, ListPage } from "../listFilters/ListPage.tsx"
import { useListQuery } from "../listFilters/useListQuery.ts"

/** Past results: the ended auctions, 50 a page, in the sort, filters and page the URL carries. */
export default function PastResultsPage() {
  const list = useListQuery("past", "/past-auctions/")
  const { sort, filters, page } = list.query
  const closed = useClosedAuctions({ sort, filters, page })

  return (
    <ListPage
      title="Past Results"
      heading="Past Results"
      list={list}
      result={closed}
      count={(total) => countOf(total, "result")}
      failure={Messages.listLoadFailed("the past results")}
      pageSize={PAGE_SIZES.pastResults}
    />
  )
}
