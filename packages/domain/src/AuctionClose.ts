import { AuctionStatus } from "./AuctionStatus.ts"

export interface ReserveState {
  readonly currentBid: number | null
  /** null when the listing carries no reserve amount */
  readonly reserve: number | null
  readonly noReserve: boolean
}

export interface AuctionAtClose extends ReserveState {
  readonly bidCount: number
}

/**
 * A reserve auction without a reserve amount is treated as not met: closing it as sold would
 * sell a car at a price its seller never agreed to. A current bid of 0 counts as none.
 */
export function reserveMet({ currentBid, reserve, noReserve }: ReserveState): boolean {
  if (noReserve) return true
  if (currentBid === null || currentBid <= 0 || reserve === null) return false
  return currentBid >= reserve
}

/** How the auction's actor can close an auction. */
export type ClosingStatus = typeof AuctionStatus.no_bids | typeof AuctionStatus.sold | typeof AuctionStatus.reserve_not_met

/** The status the auction's actor writes at the end (DESIGN invariant 9). */
export function closingStatus(auction: AuctionAtClose): ClosingStatus {
  if (auction.bidCount <= 0 || auction.currentBid === null || auction.currentBid <= 0) return AuctionStatus.no_bids
  return reserveMet(auction) ? AuctionStatus.sold : AuctionStatus.reserve_not_met
}
