import { Messages } from "./Messages.ts"

export const PHONE_PREFIX = "+1"
export const VERIFICATION_CODE_LENGTH = 6

/** The dashes, spaces, dots and parentheses of US-style formatting are not part of the number. */
const FORMATTING = /[\s().-]/g

/**
 * The spec's check on the number as entered (spec 2 §5, spec 3 §5): under 10 characters is
 * invalid, and longer than 10 it must carry the country code, '+1' or '1'. Characters are counted
 * without formatting, else every dashed number would be too long.
 */
export function phoneNumberError(input: string): string | null {
  const number = input.replace(FORMATTING, "")
  if (number === "") return Messages.enterPhone
  if (!/^\+?\d+$/.test(number) || number.length < 10) return Messages.invalidPhone
  if (number.length > 10 && !number.startsWith("+1") && !number.startsWith("1")) return Messages.invalidPhone
  return null
}

/**
 * The number in one form, '+1XXXXXXXXXX', or null where there is no US number in it:
 * 10 digits, or 11 starting with the country code 1, with or without '+' and formatting.
 */
export function normalizePhoneNumber(input: string): string | null {
  const digits = /^(?:\+1|1)?(\d{10})$/.exec(input.replace(FORMATTING, ""))?.[1]
  return digits === undefined ? null : `+1${digits}`
}

export function verificationCodeError(code: string): string | null {
  return new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`).test(code.trim()) ? null : Messages.invalidVerificationCode
}

/**
 * The `{time}` of the SMS rate-limit messages (spec 2 §8): the clock time the limit lifts, as
 * '3:04 PM'. The browser writes it in the reader's own time zone; the server, which doesn't know
 * it, in UTC with the zone named ('3:04 PM UTC').
 */
export function retryTimeText(next: Date, timeZone?: string): string {
  return new Intl.DateTimeFormat("en-US", {
    hour: "numeric",
    minute: "2-digit",
    ...(timeZone === undefined ? {} : { timeZone, timeZoneName: "short" })
  }).format(next)
}
