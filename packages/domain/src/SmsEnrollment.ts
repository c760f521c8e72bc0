import { parsePhoneNumberFromString } from "libphonenumber-js"
import { Messages } from "./Messages.ts"

/** The country code of the numbers texted: the North American plan's. */
export const PHONE_PREFIX = "+1"
const COUNTRY_CODE = PHONE_PREFIX.slice(1)
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
  if (number.length > 10 && !number.startsWith(PHONE_PREFIX) && !number.startsWith(COUNTRY_CODE)) return Messages.invalidPhone
  return null
}

/**
 * US area codes that are no one's phone: toll-free (800, 833, 844, 855, 866, 877, 888), whose
 * texts the business called pays for, and premium-rate (900), whose texts cost the sender.
 * Codes texted to them would be paid for by Redline and earn someone else money.
 */
const UNTEXTABLE_AREA_CODES: ReadonlySet<string> = new Set(["800", "833", "844", "855", "866", "877", "888", "900"])

/**
 * The number in one form, E.164 ('+15035550100'), or null where there is no US number to text in
 * it. libphonenumber-js reads it, formatting and all, and knows which area codes exist and which
 * country each belongs to: the +1 plan's other countries (Canada, Jamaica, the Dominican
 * Republic, Bermuda…) are refused, as are toll-free and premium-rate numbers
 * (`UNTEXTABLE_AREA_CODES`); an extension or letters are no number to text.
 */
export function normalizePhoneNumber(input: string): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), { defaultCountry: "US", extract: false })
  if (parsed === undefined || parsed.countryCallingCode !== COUNTRY_CODE || parsed.ext !== undefined || !parsed.isValid()) return null
  if (parsed.country !== "US" || UNTEXTABLE_AREA_CODES.has(parsed.nationalNumber.slice(0, 3))) return null
  return parsed.number
}

/** A number as people read it: '+1 503 555 0100' is '(503) 555-0100'. */
export function phoneNumberText(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatNational() ?? e164
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

/** What decides whether texts reach a user: their enrollment, and the numbers that replied STOP. */
export interface TextReach {
  /** When the enrolled number was verified; null while it awaits its code. */
  readonly validatedAt: Date | string | null
  /** The enrollment's opt-in: false since its number replied STOP. */
  readonly isOptedIn: boolean
  /** The number replied STOP and not START since, on whichever enrollment (`sms_opt_outs`). */
  readonly optedOut: boolean
}

/**
 * Whether a user can receive texts (spec 2 §3 `can_receive_sms`): their number is verified, their
 * enrollment is opted in, and the number has not replied STOP since, whoever enrolled it. Only
 * then do text alerts go on, and only then are texts sent.
 */
export function canReceiveTexts(reach: TextReach): boolean {
  return reach.validatedAt !== null && reach.isOptedIn && !reach.optedOut
}

/** How long a code texted is taken. */
export const VERIFICATION_CODE_MINUTES = 10

/**
 * The least time between two codes texted to one number, whoever asks for them: a number can't be
 * flooded with texts, however many accounts ask.
 */
export const CODE_GAP_SECONDS = 30

/** Wrong guesses a code takes before it locks ('Too many attempts to verify were made.'); a new code unlocks. */
export const MAX_VERIFICATION_ATTEMPTS = 5

/** Where an enrollment stands when a code is given for it. */
export interface PendingVerification {
  /** When the code last sent stops being taken; null when none is pending. */
  readonly expiresAt: Date | null
  /** Wrong guesses at that code so far. */
  readonly attempts: number
}

/**
 * Whether a code given now may be checked (spec 2 §8 'SMS'): none was sent ('not_started'), it
 * took its wrong guesses ('locked', before expiry is looked at: a new code is the way out of both),
 * it expired, or it is open.
 */
export function verificationState(pending: PendingVerification | null, now: Date): "not_started" | "locked" | "expired" | "open" {
  if (pending === null || pending.expiresAt === null) return "not_started"
  if (pending.attempts >= MAX_VERIFICATION_ATTEMPTS) return "locked"
  return now.getTime() >= pending.expiresAt.getTime() ? "expired" : "open"
}
