const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

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
  if (msLeft <= 0) return "Checking..."
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
