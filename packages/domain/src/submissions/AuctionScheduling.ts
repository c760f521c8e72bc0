import { standingOf, SubmissionStatus } from "./SubmissionStatus.ts"

/**
 * Scheduling an approved listing's auction (spec 3 §4 'Submission flow': after the listing's
 * approval, the auction goes live): staff choose when it starts and ends, which creates the
 * auction, queued until its start, and makes the submission Scheduled (9). The submission then
 * follows its auction: Live (10) when it starts, AuctionEnded (11) when it ends.
 */

/** The step kept in a submission's history when staff schedule its auction. */
export const SCHEDULE_DECISIONS = ["schedule"] as const
export type ScheduleDecision = (typeof SCHEDULE_DECISIONS)[number]

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** How far ahead an auction may be scheduled to start, in days (ours: a season ahead at most). */
export const MAX_SCHEDULE_LEAD_DAYS = 90
/** An auction runs at least an hour and at most two weeks (ours; Redline's auctions usually run a week). */
export const MIN_AUCTION_HOURS = 1
export const MAX_AUCTION_DAYS = 14

/** A listing still being written isn't the seller's approved one yet. */
export const LISTING_NOT_APPROVED = "This submission's listing isn't approved by the seller yet."

/** Staff schedule the auction of an Approved (8) submission, once. Null when it may be scheduled. */
export const scheduleProblem = (status: SubmissionStatus): string | null =>
  status === SubmissionStatus.approved ? null : standingOf(status, { [SubmissionStatus.listing]: LISTING_NOT_APPROVED })

/** What is wrong with the auction's times, and the field at fault; null when they will do. */
export function scheduleTimesProblem(times: {
  readonly start: Date
  readonly end: Date
  readonly now: Date
}): { readonly field: "auction_start" | "auction_end"; readonly message: string } | null {
  const { start, end, now } = times
  if (Number.isNaN(start.getTime())) return { field: "auction_start", message: "auction_start must be a date and time." }
  if (Number.isNaN(end.getTime())) return { field: "auction_end", message: "auction_end must be a date and time." }
  if (start.getTime() < now.getTime()) return { field: "auction_start", message: "auction_start can't be in the past." }
  if (start.getTime() - now.getTime() > MAX_SCHEDULE_LEAD_DAYS * DAY_MS)
    return { field: "auction_start", message: `auction_start must be within ${MAX_SCHEDULE_LEAD_DAYS} days from now.` }
  if (end.getTime() <= start.getTime()) return { field: "auction_end", message: "auction_end must be after auction_start." }
  if (end.getTime() - start.getTime() < MIN_AUCTION_HOURS * HOUR_MS)
    return { field: "auction_end", message: `auction_end must be at least ${MIN_AUCTION_HOURS} hour after auction_start.` }
  if (end.getTime() - start.getTime() > MAX_AUCTION_DAYS * DAY_MS)
    return { field: "auction_end", message: `auction_end must be at most ${MAX_AUCTION_DAYS} days after auction_start.` }
  return null
}

/** The line the scheduling is recorded with on the submission. */
export const scheduleRecord = (auctionId: number, start: Date, end: Date): string =>
  `Scheduled auction ${auctionId} from ${start.toISOString()} to ${end.toISOString()}.`
