import type { AuctionListItem } from "@redline/api"
import { AuctionCard, type AuctionCardVariant } from "./AuctionCard.tsx"
import "./AuctionGrid.css"

interface AuctionGridProps {
  readonly auctions: ReadonlyArray<AuctionListItem>
  readonly card?: AuctionCardVariant
  /** Carried on every card's link (`AuctionCard`). */
  readonly linkQuery?: string | undefined
}

export function AuctionGrid({ auctions, card = "standard", linkQuery }: AuctionGridProps) {
  return (
    <ul className="auction-grid">
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCard auction={auction} variant={card} linkQuery={linkQuery} />
        </li>
      ))}
    </ul>
  )
}
