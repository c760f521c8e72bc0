import { AuctionStatus } from "./AuctionStatus.ts"

export const DEFAULT_SOFT_CLOSE_SECONDS = 120

export interface SoftCloseBid {
  readonly currentEnd: Date
  readonly receivedAt: Date
  readonly windowSeconds?: number
}

/**
 * The end after a bid accepted at `receivedAt` (DESIGN invariant 4). A bid with exactly the
 * window left leaves the end where it is; extending it would give the same instant, since
 * receive time + window is then the current end. The end never moves earlier.
 */
export function softCloseEnd({ currentEnd, receivedAt, windowSeconds = DEFAULT_SOFT_CLOSE_SECONDS }: SoftCloseBid): Date {
  const windowMs = windowSeconds * 1000
  const end = currentEnd.getTime()
  const received = receivedAt.getTime()
  return new Date(end - received < windowMs ? Math.max(end, received + windowMs) : end)
}

export function runningStatusAfter(
  scheduledEnd: Date,
  currentEnd: Date
): typeof AuctionStatus.live | typeof AuctionStatus.last_second_bids {
  return currentEnd.getTime() > scheduledEnd.getTime() ? AuctionStatus.last_second_bids : AuctionStatus.live
}

/**
 * A bid counts by the time the gateway received it (DESIGN invariant 3). One received at the
 * very millisecond of the end is late: the countdown already reads zero then.
 */
export function acceptsBidAt(currentEnd: Date, receivedAt: Date): boolean {
  return receivedAt.getTime() < currentEnd.getTime()
}
