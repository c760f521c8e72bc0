import type { AuctionListItem } from "@redline/api"
import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { AuctionGrid } from "../auctions/AuctionGrid.tsx"
import { AuctionGridSkeleton } from "../auctions/AuctionGridSkeleton.tsx"

interface SearchResultsProps {
  readonly result: UseQueryResult<{ readonly auctions: ReadonlyArray<AuctionListItem> }>
  /** What a failed load says above its retry (spec 1 §8). */
  readonly failure: string
  /** What an empty list says (spec 1 §8), and any way on. */
  readonly empty: ReactNode
  /** Carried on the cards' links. */
  readonly linkQuery: string
}

/** One of the search page's lists: a skeleton while it loads, a retry if it fails, its empty state, or the cards. */
export function SearchResults({ result, failure, empty, linkQuery }: SearchResultsProps) {
  if (result.data === undefined) {
    return result.isError ? (
      <div className="list-notice" role="alert">
        <p>{failure}</p>
        <button type="button" className="button button--quiet" onClick={() => void result.refetch()}>
          Try again
        </button>
      </div>
    ) : (
      <AuctionGridSkeleton count={4} />
    )
  }
  if (result.data.auctions.length === 0) return <div className="list-notice">{empty}</div>
  return <AuctionGrid auctions={result.data.auctions} linkQuery={linkQuery} />
}
