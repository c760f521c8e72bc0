import "./AuctionGrid.css"

/** Card-shaped placeholders while a list loads, so the page keeps its layout when the cards arrive. */
export function AuctionGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <div role="status">
      <span className="visually-hidden">Loading auctions…</span>
      <ul className="auction-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="auction-skeleton">
            <div className="auction-skeleton__photo" />
            <div className="auction-skeleton__line auction-skeleton__line--title" />
            <div className="auction-skeleton__line" />
            <div className="auction-skeleton__line auction-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  )
}
