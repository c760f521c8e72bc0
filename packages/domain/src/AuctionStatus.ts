/**
 * Server auction statuses (spec 1 §4, spec 3 §4). The spec gives numbers only for the ended
 * statuses and last_second_bids; it says every other number reads as live and that a queued
 * status exists without naming its number. We store queued as 0 and live as 1: both sit below
 * every numbered status, and 0 is what an auction row holds before it is scheduled to start.
 */
export const AuctionStatus = {
  queued: 0,
  live: 1,
  last_second_bids: 90,
  sold: 101,
  reserve_not_met: 102,
  canceled: 104,
  no_bids: 105,
  sold_after: 106
} as const

export type AuctionStatusName = keyof typeof AuctionStatus
export type AuctionStatusCode = (typeof AuctionStatus)[AuctionStatusName]

const EXPIRY_MS = 24 * 60 * 60 * 1000

const namesByCode: ReadonlyMap<number, AuctionStatusName> = new Map(
  Object.entries(AuctionStatus).map(([name, code]) => [code, name as AuctionStatusName])
)

/** Any number the spec does not name reads as live, as the spec says. */
export function statusName(code: number): AuctionStatusName {
  return namesByCode.get(code) ?? "live"
}

const nameOf = (status: number | AuctionStatusName): AuctionStatusName => (typeof status === "number" ? statusName(status) : status)

/** The statuses of an auction that takes bids, as stored. */
export const RUNNING_STATUSES: ReadonlyArray<AuctionStatusCode> = [AuctionStatus.live, AuctionStatus.last_second_bids]

/** The statuses of an auction that has ended, as stored: every one but queued and the running ones. */
export const ENDED_STATUSES: ReadonlyArray<AuctionStatusCode> = [
  AuctionStatus.sold,
  AuctionStatus.reserve_not_met,
  AuctionStatus.canceled,
  AuctionStatus.no_bids,
  AuctionStatus.sold_after
]

/** Live and last_second_bids take bids. */
export function isRunning(status: number | AuctionStatusName): boolean {
  const name = nameOf(status)
  return name === "live" || name === "last_second_bids"
}

/** Every status but queued: the auction has gone live, and may have ended since. */
export function hasStarted(status: number | AuctionStatusName): boolean {
  return nameOf(status) !== "queued"
}

/** Sold at the end, or by the seller afterwards: the car has a winner. */
export function isSold(status: number | AuctionStatusName): boolean {
  const name = nameOf(status)
  return name === "sold" || name === "sold_after"
}

/**
 * The spec says every status but the running ones counts as ended, but a queued auction has
 * not started: reading it as ended would show results for a car that never went on sale.
 * So queued is neither running nor ended.
 */
export function hasEnded(status: number | AuctionStatusName): boolean {
  const name = nameOf(status)
  return name !== "queued" && !isRunning(name)
}

/** More than 24 hours past the end; exactly 24 hours is not yet expired. */
export function isExpired(auctionEnd: Date, now: Date): boolean {
  return now.getTime() - auctionEnd.getTime() > EXPIRY_MS
}
