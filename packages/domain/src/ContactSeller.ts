import { type AuctionStatusName, isRunning } from "./AuctionStatus.ts"
import { Messages } from "./Messages.ts"
import { normalizePhoneNumber, phoneNumberError } from "./SmsEnrollment.ts"

/** Ours: room for a few questions about a car, not for a document pasted in. */
export const CONTACT_MESSAGE_MAX_LENGTH = 2000

/** Why someone can't write to an auction's seller: it is their own auction, or it isn't live. */
export type ContactSellerBlock = "own_auction" | "not_live"

/**
 * The spec's rule (spec 1 §6, spec 3 §6): other signed-in users contact the seller while the
 * auction is live, not in preview (queued) and not once it ended; the seller never contacts self.
 */
export function contactSellerBlock(isSeller: boolean, status: number | AuctionStatusName): ContactSellerBlock | null {
  if (isSeller) return "own_auction"
  return isRunning(status) ? null : "not_live"
}

/** The message is sent trimmed: it must say something, and fit. */
export function contactMessageError(message: string): string | null {
  const trimmed = message.trim()
  if (trimmed === "") return Messages.enterContactMessage
  return trimmed.length > CONTACT_MESSAGE_MAX_LENGTH ? Messages.contactMessageTooLong : null
}

/**
 * The phone number a buyer may leave with the message is optional; one that is given follows the
 * spec's rule (spec 3 §5, `phoneNumberError`) and must be a whole US number, so the seller can call it.
 */
export function contactPhoneError(phone: string): string | null {
  if (phone.trim() === "") return null
  return phoneNumberError(phone) ?? (normalizePhoneNumber(phone) === null ? Messages.invalidPhone : null)
}
