import { OPENING_BID_MINIMUM } from "./BidSteps.ts"
import { priceStep } from "./PriceSteps.ts"

export const reserveStep = (reserve: number): number => priceStep(reserve)

/**
 * The next value below `value` is a multiple of the step of the band just below it, so lowering
 * mirrors bidding: from $15,000 the next option is $14,900 (a bid of $14,900 steps up to
 * $15,000), and an off-ladder reserve such as $15,120 snaps to $15,000 first.
 */
function nextLowerReserve(value: number): number {
  const step = priceStep(value - 1)
  return (Math.ceil(value / step) - 1) * step
}

/**
 * The reserves a seller can lower to, highest first, ending with the current bid: picking it
 * meets the reserve at once, which is what 'lower the reserve to sell now' offers. Without bids
 * the list runs down to the opening bid minimum. A met reserve has nothing to lower.
 */
export function lowerReserveOptions(reserve: number, currentBid: number | null): ReadonlyArray<number> {
  const floor = currentBid !== null && currentBid > 0 ? currentBid : OPENING_BID_MINIMUM
  if (reserve <= floor) return []
  const options: Array<number> = []
  for (let value = nextLowerReserve(reserve); value > floor; value = nextLowerReserve(value)) options.push(value)
  options.push(floor)
  return options
}
