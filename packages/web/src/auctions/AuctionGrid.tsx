import type { AuctionListItem } from "@redline/api"
import { AuctionCard, type AuctionCardVariant } from "./AuctionCard.tsx"
import "./AuctionGrid.css"

export function AuctionGrid({ auctions, card = "standard" }: { auctions: ReadonlyArray<AuctionListItem>; card?: AuctionCardVariant }) {
  return (
    <ul className="auction-grid">
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCard auction={auction} variant={card} />
        </li>
      ))}
    </ul>
  )
}
