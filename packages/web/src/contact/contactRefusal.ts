import { ErrorCode, Messages } from "@redline/domain"
import { isExplained } from "../api/refusal.ts"

/** What the contact dialog does about a message that wasn't sent; the text stays in the form. */
export type ContactRefusal =
  /** The session is gone: sign in again, and the dialog comes back. */
  | { readonly kind: "sign_in" }
  /** Shown under the field it is about. */
  | { readonly kind: "message"; readonly message: string }
  | { readonly kind: "phone"; readonly message: string }
  /** Shown above the buttons: the seller's own auction, one that ended, too many messages, or no answer. */
  | { readonly kind: "refused"; readonly message: string }

/** A refusal the server explains keeps its words; anything else asks to try again. */
export function contactRefusalOf(error: unknown): ContactRefusal {
  if (!isExplained(error)) return { kind: "refused", message: Messages.contactNotSent }
  switch (error.errorCode) {
    case ErrorCode.unauthorized:
      return { kind: "sign_in" }
    case ErrorCode.contact_message_invalid:
      return { kind: "message", message: error.message }
    case ErrorCode.contact_phone_invalid:
      return { kind: "phone", message: error.message }
    default:
      return { kind: "refused", message: error.message }
  }
}
