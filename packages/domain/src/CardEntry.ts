import { Messages } from "./Messages.ts"

/**
 * A card as a bidder types it to register (spec 2 §2): the checks that need no payment provider,
 * so a mistake is shown at the field it is in before anything is sent. The provider still
 * decides whether it takes the card.
 */
export interface CardEntry {
  readonly number: string
  /** As the field shows it: 'MM/YY'. */
  readonly expiry: string
  readonly cvc: string
}

export type CardField = keyof CardEntry

/** The card number's digits, without the spaces and dashes people type between groups. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, "")
}

/** 13 to 19 digits whose Luhn check digit is right: what every card network issues. */
export function isCardNumber(number: string): boolean {
  const digits = cardDigits(number)
  if (!/^\d{13,19}$/.test(digits)) return false
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * The expiry as it is typed, formatted 'MM/YY': '1229' reads '12/29' by the fourth digit, a
 * month typed before a slash gets its zero ('1/' → '01/'), and a four-digit year pasted or
 * filled in ('12/2029') keeps its last two digits. The slash can be deleted like any character.
 */
export function expiryAsTyped(typed: string): string {
  const slash = typed.indexOf("/")
  if (slash === -1) {
    const digits = typed.replace(/\D/g, "").slice(0, 4)
    return digits.length <= 2 ? digits : `${digits.slice(0, 2)}/${digits.slice(2)}`
  }
  const month = typed.slice(0, slash).replace(/\D/g, "").slice(0, 2)
  const year = typed.slice(slash + 1).replace(/\D/g, "")
  if (month === "") return expiryAsTyped(year)
  const shortYear = year.length === 4 ? year.slice(2) : year.slice(0, 2)
  return `${month.padStart(2, "0")}/${shortYear}`
}

/** The month and the four-digit year of an 'MM/YY' expiry, or null when it is not one. */
export function expiryOf(expiry: string): { readonly month: number; readonly year: number } | null {
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim())
  if (match === null) return null
  const month = Number(match[1])
  return month >= 1 && month <= 12 ? { month, year: 2000 + Number(match[2]) } : null
}

/** A card is good through the last day of its expiry month. */
const hasExpired = ({ month, year }: { readonly month: number; readonly year: number }, now: Date) =>
  year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)

/** What is wrong with each field of the card, by field; empty when the card can be sent. */
export function cardEntryProblems(card: CardEntry, now: Date): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {}
  if (!isCardNumber(card.number)) problems.number = Messages.cardNumberInvalid
  const expiry = expiryOf(card.expiry)
  if (expiry === null) problems.expiry = Messages.cardExpiryInvalid
  else if (hasExpired(expiry, now)) problems.expiry = Messages.cardExpired
  if (!/^\d{3,4}$/.test(card.cvc.trim())) problems.cvc = Messages.cardCvcInvalid
  return problems
}
