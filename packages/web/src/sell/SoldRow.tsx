import { useQuery } from "@tanstack/react-query"
import { AuctionGrid } from "../auctions/AuctionGrid.tsx"
import { AuctionGridSkeleton } from "../auctions/AuctionGridSkeleton.tsx"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { type SoldRow as Row, SOLD_SHOWN, sellQueries } from "./sellQueries.ts"

/**
 * One row of real results on the sell landing: cars that sold here, with what they sold for.
 * A row with nothing sold yet, or that failed to load, stays out of the page rather than
 * leave a hole in a page that is about selling.
 */
export function SoldRow({ row, heading, text }: { readonly row: Row; readonly heading: string; readonly text: string }) {
  const sold = useQuery(sellQueries.sold(useApi(), row, useReaderId()))
  if (sold.isError || sold.data?.length === 0) return null
  const id = `sell-${row}-heading`
  return (
    <section className="sell-landing__section" aria-labelledby={id}>
      <h2 id={id} className="sell-landing__heading">
        {heading}
      </h2>
      <p className="sell-landing__lead">{text}</p>
      {sold.data === undefined ? <AuctionGridSkeleton count={SOLD_SHOWN} /> : <AuctionGrid auctions={sold.data} />}
    </section>
  )
}
