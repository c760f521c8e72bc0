import { PHONE_PREFIX } from "@redline/domain"

/** The country code the prefix stands for, as a number pasted with it carries it: '1'. */
const COUNTRY_CODE = PHONE_PREFIX.replace("+", "")

/**
 * The phone field as the user types (spec 2 §5): the prefix (`PHONE_PREFIX`) stands outside the
 * field, so the field holds the 10 digits of a US number, dashed US-style as they come: '503',
 * '503-5', '503-555-0', '503-555-0100'. Anything else typed or pasted is dropped, and a pasted
 * number that carries the country code ('+1 503 555 0100', '15035550100') loses it.
 */
export function phoneAsTyped(input: string): string {
  let digits = input.replace(/\D/g, "")
  if (digits.length > 10 && digits.startsWith(COUNTRY_CODE)) digits = digits.slice(COUNTRY_CODE.length)
  digits = digits.slice(0, 10)
  if (digits.length <= 3) return digits
  if (digits.length <= 6) return `${digits.slice(0, 3)}-${digits.slice(3)}`
  return `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

/** The verification code as typed: its digits, at most `length` of them. */
export function codeAsTyped(input: string, length: number): string {
  return input.replace(/\D/g, "").slice(0, length)
}
