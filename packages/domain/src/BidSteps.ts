import { priceStep } from "./PriceSteps.ts"

export const OPENING_BID_MINIMUM = 100

export const bidStep = (currentBid: number): number => priceStep(currentBid)

/** A current bid of 0 counts as none (spec 1 §4), so the opening minimum applies. */
export function minimumNextBid(currentBid: number | null): number {
  return currentBid === null || currentBid <= 0 ? OPENING_BID_MINIMUM : currentBid + bidStep(currentBid)
}

export interface BidAmountProblem {
  readonly _tag: "not_whole_dollars" | "too_low"
  readonly min_bid: number
}

/** `amount` comes straight from a request body, hence `unknown`. */
export function bidAmountProblem(amount: unknown, currentBid: number | null): BidAmountProblem | null {
  const min_bid = minimumNextBid(currentBid)
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) return { _tag: "not_whole_dollars", min_bid }
  if (amount < min_bid) return { _tag: "too_low", min_bid }
  return null
}
