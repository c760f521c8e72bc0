import type { ReserveState } from "./AuctionClose.ts"
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

/**
 * What the seller of an auction may lower its reserve to now (`lowerReserveOptions`): nothing
 * without a reserve, or once the current bid meets it.
 */
export function sellerReserveOptions({ reserve, noReserve, currentBid }: ReserveState): ReadonlyArray<number> {
  return noReserve || reserve === null ? [] : lowerReserveOptions(reserve, currentBid)
}

/** Why a seller's lowering of the reserve is refused. */
export type ReserveLoweringRefusal = "not_seller" | "auction_not_started" | "auction_ended" | "reserve_met" | "not_a_reserve_option"

export interface ReserveLowering {
  readonly isSeller: boolean
  /** False while the auction is queued, before its start. */
  readonly started: boolean
  readonly running: boolean
  readonly reserve: number | null
  readonly noReserve: boolean
  readonly currentBid: number
  readonly amount: number
}

/**
 * Only the seller lowers the reserve of a running auction (spec 3 §4), neither before its start
 * nor after its end, to one of the options of
 * `lowerReserveOptions`; an auction without a reserve, or whose reserve is met, has none.
 */
export function reserveLoweringRefusal(lowering: ReserveLowering): ReserveLoweringRefusal | null {
  if (!lowering.isSeller) return "not_seller"
  if (!lowering.started) return "auction_not_started"
  if (!lowering.running) return "auction_ended"
  const options = sellerReserveOptions(lowering)
  if (options.length === 0) return "reserve_met"
  return options.includes(lowering.amount) ? null : "not_a_reserve_option"
}
