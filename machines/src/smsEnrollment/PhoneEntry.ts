/**
 * The phone field as the user types (spec 2 §5): the +1 prefix stands outside the field, so the
 * field holds the 10 digits of a US number, dashed US-style as they come: '503', '503-5',
 * '503-555-0', '503-555-0100'. Anything else typed or pasted is dropped, and a pasted number
 * that carries the country code ('+1 503 555 0100', '15035550100') loses it.
 */
export function phoneAsTyped(input: string): string {
  let digits = input.replace(/\D/g, "")
  if (digits.length > 10 && digits.startsWith("1")) digits = digits.slice(1)
  digits = digits.slice(0, 10)
  if (digits.length <= 3) return digits
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** A number as '+1XXXXXXXXXX' shown the way the field shows it: '+1 503-555-0100'. */
export function phoneForDisplay(phone: string): string {
  return `+1 ${phoneAsTyped(phone)}`
}

/** The verification code as typed: its digits, at most `length` of them. */
export function codeAsTyped(input: string, length: number): string {
  return input.replace(/\D/g, "").slice(0, length)
}

/**
 * The `{time}` of the rate-limit messages (spec 2 §8): the time of day the next request is
 * taken, in the reader's time zone with its name ('3:45 PM PDT'), and the date before it when
 * that is not today. The minute is rounded up, so the time named is never too early.
 */
export function retryTimeText(next: number, now: number, timeZone?: string): string {
  const at = Math.ceil(next / 60_000) * 60_000
  const zone = timeZone === undefined ? {} : { timeZone }
  const day = new Intl.DateTimeFormat("en-US", { ...zone, month: "numeric", day: "numeric", year: "2-digit" })
  const time = new Intl.DateTimeFormat("en-US", { ...zone, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(at)
  return day.format(at) === day.format(now) ? time : `${day.format(at)} ${time}`
}
