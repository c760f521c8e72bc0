import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/** Refusals of a message to an auction's seller (spec 1 §6, spec 3 §5, §6), in the words the dialog shows. */

export class SellerCannotContactSelf extends Schema.TaggedError<SellerCannotContactSelf>()(
  "SellerCannotContactSelf",
  errorFields(ErrorCode.seller_cannot_contact_self),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () =>
    new SellerCannotContactSelf({ error_code: ErrorCode.seller_cannot_contact_self, message: Messages.contactOwnAuction })
}

/** The auction is in preview or has ended. */
export class ContactNotLive extends Schema.TaggedError<ContactNotLive>()(
  "ContactNotLive",
  errorFields(ErrorCode.contact_not_live),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () => new ContactNotLive({ error_code: ErrorCode.contact_not_live, message: Messages.contactNotLive })
}

/** Empty once trimmed, or too long. */
export class ContactMessageInvalid extends Schema.TaggedError<ContactMessageInvalid>()(
  "ContactMessageInvalid",
  errorFields(ErrorCode.contact_message_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (message: string) => new ContactMessageInvalid({ error_code: ErrorCode.contact_message_invalid, message })
}

export class ContactPhoneInvalid extends Schema.TaggedError<ContactPhoneInvalid>()(
  "ContactPhoneInvalid",
  errorFields(ErrorCode.contact_phone_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new ContactPhoneInvalid({ error_code: ErrorCode.contact_phone_invalid, message: Messages.invalidPhone })
}
