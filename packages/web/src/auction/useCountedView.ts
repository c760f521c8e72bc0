import { useEffect, useRef } from "react"
import { visitorApi } from "../api/api.ts"

/**
 * Counts this page view toward the auction's views (spec 1 §7), once the page has loaded: a view
 * counts only once the page marks itself loaded (spec 2), so the caller is the view drawn with
 * the auction. Once per page view: a redraw, or React running the effect twice, doesn't count
 * again. The count is bookkeeping the reader never sees, so a failure is let go.
 */
export function useCountedView(auctionId: number): void {
  const counted = useRef(false)
  useEffect(() => {
    if (counted.current) return
    counted.current = true
    void visitorApi("auctions.countView", { path: { auction_id: auctionId }, keepalive: true }).catch(() => undefined)
  }, [auctionId])
}
