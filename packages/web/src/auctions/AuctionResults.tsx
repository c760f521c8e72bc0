import type { AuctionList } from "@redline/api"
import type { UseQueryResult } from "@tanstack/react-query"
import type { ReactNode } from "react"
import type { AuctionCardVariant } from "./AuctionCard.tsx"
import { AuctionGrid } from "./AuctionGrid.tsx"
import { AuctionGridSkeleton } from "./AuctionGridSkeleton.tsx"
import "./AuctionResults.css"

interface AuctionResultsProps {
  readonly result: UseQueryResult<AuctionList>
  /** What an empty answer says; each screen has its own wording (spec 1 §8). */
  readonly empty: ReactNode
  readonly failure: string
  readonly card?: AuctionCardVariant
}

/** A list screen's body: a skeleton while loading, a retry on failure, the empty state, or the cards. */
export function AuctionResults({ result, empty, failure, card = "standard" }: AuctionResultsProps) {
  if (result.data === undefined) {
    return result.isError ? (
      <div className="list-notice" role="alert">
        <p>{failure}</p>
        <button type="button" className="button button--quiet" onClick={() => void result.refetch()}>
          Try again
        </button>
      </div>
    ) : (
      <AuctionGridSkeleton />
    )
  }
  if (result.data.auctions.length === 0) return <div className="list-notice">{empty}</div>
  return <AuctionGrid auctions={result.data.auctions} card={card} />
}
