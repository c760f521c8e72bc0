import type { AuctionListItem } from "@redline/api"
import { AuctionCard } from "./AuctionCard.tsx"
import "./AuctionGrid.css"

export function AuctionGrid({ auctions }: { auctions: ReadonlyArray<AuctionListItem> }) {
  return (
    <ul className="auction-grid">
      {auctions.map((auction) => (
        <li key={auction.id}>
          <AuctionCard auction={auction} />
        </li>
      ))}
    </ul>
  )
}
