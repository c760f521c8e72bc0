/** A time of day in UTC, in minutes after midnight: when the Daily Email goes out. */
export type TimeOfDay = number

const DAY_MS = 86_400_000

/** `HH:MM` (24-hour, UTC) as minutes after midnight, or null when it is no time of day. */
export const parseTimeOfDay = (text: string): TimeOfDay | null => {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(text.trim())
  return match === null ? null : Number(match[1]) * 60 + Number(match[2])
}

/**
 * The edition due at `now`: today's (UTC, `YYYY-MM-DD`) from its time until midnight, none
 * before. A day whose time passed while no process ran is skipped rather than sent late, next
 * to the day's own; the next edition takes in what went live since the last one sent.
 */
export const dueEdition = (now: Date, at: TimeOfDay): string | null => {
  const midnight = Math.floor(now.getTime() / DAY_MS) * DAY_MS
  return now.getTime() >= midnight + at * 60_000 ? new Date(midnight).toISOString().slice(0, 10) : null
}
