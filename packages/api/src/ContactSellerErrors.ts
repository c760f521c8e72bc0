import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/** Refusals of a message to an auction's seller (spec 1 §6, spec 3 §5, §6), in the words the dialog shows. */

export class SellerCannotContactSelf extends Refusal<SellerCannotContactSelf>()(
  "SellerCannotContactSelf",
  ErrorCode.seller_cannot_contact_self,
  403,
  Messages.contactOwnAuction
) {}

/** The auction is in preview or has ended. */
export class ContactNotLive extends Refusal<ContactNotLive>()("ContactNotLive", ErrorCode.contact_not_live, 409, Messages.contactNotLive) {}

/** Empty once trimmed, or too long. */
export class ContactMessageInvalid extends Refusal<ContactMessageInvalid>()(
  "ContactMessageInvalid",
  ErrorCode.contact_message_invalid,
  400,
  null
) {}

export class ContactPhoneInvalid extends Refusal<ContactPhoneInvalid>()(
  "ContactPhoneInvalid",
  ErrorCode.contact_phone_invalid,
  400,
  Messages.invalidPhone
) {}
