import { hasEnded } from "@redline/domain"
import { type AuctionStats, auctionStats } from "./RedlineApi.ts"

const POLL_EVERY_MS = 500
// The engine closes an auction shortly after its end (a grace for bids still on their way); far past that, it is stuck.
const GIVE_UP_AFTER_END_MS = 60_000

export interface AuctionEnd {
  /** The last stats read; null when none could be read at all. */
  readonly stats: AuctionStats | null
  readonly ended: boolean
  /** Why the end could not be confirmed, when it could not. */
  readonly problem: string | null
}

/**
 * Polls the auction's stats until its status is an ended one, or until a
 * minute past its end. A server in trouble answers errors for a while; those
 * are waited out like a slow close, and the last one is what the run reports.
 */
export const awaitAuctionEnd = async (
  target: string,
  auctionId: number,
  knownEnd: number,
  onPoll: (stats: AuctionStats) => void
): Promise<AuctionEnd> => {
  let stats: AuctionStats | null = null
  let failure: string | null = null
  for (;;) {
    try {
      stats = await auctionStats(target, auctionId)
      failure = null
      onPoll(stats)
      if (hasEnded(stats.status)) return { stats, ended: true, problem: null }
    } catch (error) {
      failure = (error as Error).message
    }
    const end = stats === null ? knownEnd : Math.max(knownEnd, Date.parse(stats.auction_end))
    if (Date.now() > end + GIVE_UP_AFTER_END_MS) {
      return {
        stats,
        ended: false,
        problem: failure ?? `the auction did not end: status ${stats?.status} a minute after ${new Date(end).toISOString()}`
      }
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_EVERY_MS))
  }
}
