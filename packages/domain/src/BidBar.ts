import { statusName, type AuctionStatusName } from "./AuctionStatus.ts"
import { formatMoney } from "./Money.ts"

/**
 * The bid bar's text (spec 1 §4, spec 3 §4). `amount` is the current bid, or the sale amount
 * for a car sold after the auction; 0 counts as no bid.
 */
export function bidBarText(status: number | AuctionStatusName, amount: number | null): string {
  const name = typeof status === "number" ? statusName(status) : status
  if (name === "canceled") return "Auction Canceled"
  if (amount === null || amount <= 0) return "No bids"
  if (name === "sold") return `Sold for ${formatMoney(amount)}`
  if (name === "sold_after") return `Sold After for ${formatMoney(amount)}`
  return `Bid to ${formatMoney(amount)}`
}
