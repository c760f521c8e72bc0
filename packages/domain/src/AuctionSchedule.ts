import { AuctionStatus } from "./AuctionStatus.ts"

/** What staff give a new auction: when it runs and what reserve it has. */
export interface NewAuctionTerms {
  readonly start: Date
  readonly end: Date
  readonly now: Date
  readonly noReserve: boolean
  readonly reserve: number | null
}

/**
 * What is wrong with a new auction's terms, in the words of the staff API's fields; null when
 * they will do. It ends after it starts and in the future, and an auction with a reserve names it.
 */
export function newAuctionProblem({ start, end, now, noReserve, reserve }: NewAuctionTerms): string | null {
  if (end.getTime() <= Math.max(now.getTime(), start.getTime())) return "auction_end must be after auction_start and in the future"
  if (!noReserve && reserve === null) return "A reserve auction needs a reserve; set no_reserve for none"
  return null
}

/** An auction starting now or earlier opens live; a later one is queued until its start. */
export function openingStatus(start: Date, now: Date): typeof AuctionStatus.live | typeof AuctionStatus.queued {
  return start.getTime() <= now.getTime() ? AuctionStatus.live : AuctionStatus.queued
}
