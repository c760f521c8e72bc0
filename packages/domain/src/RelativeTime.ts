const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const relative = new Intl.RelativeTimeFormat("en-US", { numeric: "always" })

/**
 * How long ago, in the spec's steps (spec 3 §9: now, minutes, hours, days, weeks, months, years),
 * rounded down: '3 minutes ago', '2 weeks ago'. Under a minute, or a moment ahead of this clock
 * (another machine's time), reads 'just now'. Months are 30 days and years 365.
 */
export function relativeTime(then: Date, now: Date): string {
  const elapsed = now.getTime() - then.getTime()
  if (elapsed < MINUTE) return "just now"
  const ago = (amount: number, unit: Intl.RelativeTimeFormatUnit) => relative.format(-Math.floor(amount), unit)
  if (elapsed < HOUR) return ago(elapsed / MINUTE, "minute")
  if (elapsed < DAY) return ago(elapsed / HOUR, "hour")
  if (elapsed < 7 * DAY) return ago(elapsed / DAY, "day")
  if (elapsed < 30 * DAY) return ago(elapsed / (7 * DAY), "week")
  if (elapsed < 365 * DAY) return ago(elapsed / (30 * DAY), "month")
  return ago(elapsed / (365 * DAY), "year")
}
