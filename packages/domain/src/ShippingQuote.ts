import { AuctionStatus, hasEnded, isRunning, isSold } from "./AuctionStatus.ts"
import { normalizeZip } from "./DistanceSetting.ts"
import { Messages } from "./Messages.ts"
import { isUsStateCode } from "./UsStates.ts"

/**
 * How long after the end people other than the winner still get shipping quotes (spec 1 §4
 * leaves the length out). Seven days: the week in which a car that didn't sell is most often
 * sold after the auction, and in which a buyer arranges to collect it. The winner keeps the
 * panel for good, to book shipping.
 */
export const SHIPPING_QUOTE_WINDOW_DAYS = 7
const WINDOW_MS = SHIPPING_QUOTE_WINDOW_DAYS * 24 * 60 * 60 * 1000

/** Where a quote goes: a zip code for anyone, the full address for the winner, who books with it. */
export type ShippingQuoteForm = "zip" | "address"

export interface ShippingQuoteFacts {
  readonly status: number
  readonly auctionEnd: Date
  readonly now: Date
  /** The viewer is the auction's winner. */
  readonly isWinner: boolean
}

/**
 * Which quote the auction page offers, or none (spec 1 §4, §6): everyone quotes by zip while the
 * auction runs; once it is sold the winner quotes by address and books; everyone else keeps the
 * zip quote for the window after the end. A queued auction has nothing to ship yet, and a
 * canceled one nothing for sale.
 */
export function shippingQuoteForm({ status, auctionEnd, now, isWinner }: ShippingQuoteFacts): ShippingQuoteForm | null {
  if (isRunning(status)) return "zip"
  if (!hasEnded(status) || status === AuctionStatus.canceled) return null
  if (isWinner && isSold(status)) return "address"
  return now.getTime() - auctionEnd.getTime() <= WINDOW_MS ? "zip" : null
}

/** A zip is required; whitespace goes as typed and at most 5 characters stay (`normalizeZip`). */
export function shippingZipError(zip: string): string | null {
  return normalizeZip(zip) === "" ? Messages.enterZip : null
}

/** The winner's delivery address, by the spec's field names. */
export interface ShippingAddress {
  readonly street_number: string
  readonly street: string
  /** The city, or the sublocality where an address has no city. */
  readonly city: string
  /** A US state's postal code. */
  readonly state: string
  readonly zip_code: string
}

export const EMPTY_SHIPPING_ADDRESS: ShippingAddress = { street_number: "", street: "", city: "", state: "", zip_code: "" }

/** Every part of the address is needed, the state a US state (spec 1 §5). */
export function shippingAddressError(address: ShippingAddress): string | null {
  const complete =
    [address.street_number, address.street, address.city].every((part) => part.trim() !== "") &&
    isUsStateCode(address.state) &&
    normalizeZip(address.zip_code) !== ""
  return complete ? null : Messages.selectValidAddress
}

/**
 * What to tell a winner whose shipping is already paid (spec 1 §8, error 157): a different zip
 * should be the paid quote's; the same zip means it is booked; with no zip to compare, the same
 * address is asked for.
 */
export type PaidQuoteCase = "use_paid_zip" | "booked" | "same_address"

export function paidQuoteCase(enteredZip: string, paidZip: string | null): PaidQuoteCase {
  if (paidZip === null || paidZip === "") return "same_address"
  return normalizeZip(enteredZip) === paidZip ? "booked" : "use_paid_zip"
}
