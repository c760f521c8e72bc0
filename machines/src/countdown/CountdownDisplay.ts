const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** What the countdown shows once it reaches zero, until the server says how the auction ended (spec 1 §4). */
export const CHECKING_TEXT = "Checking..."

/** The countdown's look by distance to the end (spec 1 §4): far off from 7 days, tense under 10 hours and under 1. */
export type Urgency = "far" | "days" | "hours" | "under-ten-hours" | "under-an-hour" | "over"

export function urgencyOf(msLeft: number): Urgency {
  if (msLeft <= 0) return "over"
  if (msLeft < HOUR) return "under-an-hour"
  if (msLeft < 10 * HOUR) return "under-ten-hours"
  if (msLeft < DAY) return "hours"
  if (msLeft < 7 * DAY) return "days"
  return "far"
}

const twoDigits = (value: number): string => String(value).padStart(2, "0")

/** Whole days from a day out; h:mm:ss under 24 hours and mm:ss under one (spec 1 §4). */
export function countdownText(msLeft: number): string {
  if (msLeft <= 0) return CHECKING_TEXT
  const seconds = Math.ceil(msLeft / SECOND)
  if (seconds * SECOND >= DAY) {
    const days = Math.floor((seconds * SECOND) / DAY)
    return days === 1 ? "1 day" : `${days} days`
  }
  const h = Math.floor(seconds / 3600)
  const m = Math.floor((seconds % 3600) / 60)
  const s = seconds % 60
  return h > 0 ? `${h}:${twoDigits(m)}:${twoDigits(s)}` : `${twoDigits(m)}:${twoDigits(s)}`
}

/**
 * How full the shrinking bar of the last 60 minutes is (spec 1 §4): 1 with an hour left, near 0
 * at the end. Null outside that hour, when there is no bar.
 */
export function closingBarFraction(msLeft: number): number | null {
  return msLeft > 0 && msLeft <= HOUR ? msLeft / HOUR : null
}

/** The two warnings the spec has fire once each (spec 1 §4). */
export type CountdownWarning = "last-day" | "last-minute"

/** The warning whose stretch `msLeft` lies in, the nearer to the end first. */
export function warningAt(msLeft: number): CountdownWarning | null {
  if (msLeft <= 0) return null
  if (msLeft <= MINUTE) return "last-minute"
  if (msLeft <= DAY) return "last-day"
  return null
}
