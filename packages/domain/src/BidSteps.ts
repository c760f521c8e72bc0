import { priceStep } from "./PriceSteps.ts"

export const OPENING_BID_MINIMUM = 100

/**
 * The highest bid Redline takes, $1,000,000,000: no car has sold for anything near it, so a bid
 * beyond is a slip or an attack, and it stays well inside what the ledger stores.
 */
export const MAX_BID = 1_000_000_000

export const bidStep = (currentBid: number): number => priceStep(currentBid)

/** A current bid of 0 counts as none (spec 1 §4), so the opening minimum applies. */
export function minimumNextBid(currentBid: number | null): number {
  return currentBid === null || currentBid <= 0 ? OPENING_BID_MINIMUM : currentBid + bidStep(currentBid)
}

/**
 * What is wrong with an amount whatever the auction: a bid is whole dollars, at most `MAX_BID`.
 * The bid endpoint checks it before the bid goes to its auction. `amount` comes straight from a
 * request body, hence `unknown`.
 */
export function bidAmountFormProblem(amount: unknown): "not_whole_dollars" | "too_high" | null {
  if (typeof amount !== "number" || !Number.isInteger(amount)) return "not_whole_dollars"
  return amount > MAX_BID ? "too_high" : null
}

export interface BidAmountProblem {
  readonly _tag: "not_whole_dollars" | "too_high" | "too_low"
  readonly min_bid: number
}

/** The amount against the auction's current bid: its form, then at least current + step (so positive). */
export function bidAmountProblem(amount: unknown, currentBid: number | null): BidAmountProblem | null {
  const min_bid = minimumNextBid(currentBid)
  const form = bidAmountFormProblem(amount)
  if (form !== null) return { _tag: form, min_bid }
  if ((amount as number) < min_bid) return { _tag: "too_low", min_bid }
  return null
}
