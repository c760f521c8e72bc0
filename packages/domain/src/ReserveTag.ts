import { isRunning } from "./AuctionStatus.ts"
import { Messages } from "./Messages.ts"

export interface ReserveStanding {
  readonly status: number
  readonly no_reserve: boolean
  /** Whether the current bid meets the reserve, as the API tells it (never the reserve itself). */
  readonly reserve_met: boolean
}

/**
 * How the auction is sold, as its tag says: 'No Reserve' always; with a reserve, while it runs,
 * whether a bid has met it yet. Null for a reserve auction that is not running: once ended its
 * outcome says it (sold, or 'Reserve not met' in the bid bar), and a queued one has no bids.
 */
export function reserveTag({ status, no_reserve, reserve_met }: ReserveStanding): string | null {
  if (no_reserve) return Messages.noReserve
  if (!isRunning(status)) return null
  return reserve_met ? Messages.reserveMet : Messages.reserveNotMet
}
