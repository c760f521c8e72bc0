import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/**
 * Refusals of shipping quotes and orders (spec 1 §8). The client adds the spec's explanations
 * (the 48 contiguous states, the paid quote's cases, the contact details) to these messages.
 */

/** Error 107: a zip code or an address instant quotes can't deliver to, or that doesn't exist. */
export class ShippingDestinationInvalid extends Schema.TaggedError<ShippingDestinationInvalid>()(
  "ShippingDestinationInvalid",
  errorFields(ErrorCode.shipping_destination_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly zip = () =>
    new ShippingDestinationInvalid({ error_code: ErrorCode.shipping_destination_invalid, message: Messages.invalidZip })
  static readonly address = () =>
    new ShippingDestinationInvalid({ error_code: ErrorCode.shipping_destination_invalid, message: Messages.invalidAddress })
}

/** Error 157: the winner already paid for shipping, to the zip code this names. */
export class ShippingQuotePaid extends Schema.TaggedError<ShippingQuotePaid>()(
  "ShippingQuotePaid",
  { ...errorFields(ErrorCode.shipping_quote_paid), destination_zip_code: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly to = (zip: string) =>
    new ShippingQuotePaid({
      error_code: ErrorCode.shipping_quote_paid,
      message: Messages.shippingUsePaidZip(zip),
      destination_zip_code: zip
    })
}

/** The car can't be quoted: it stands outside the contiguous states, or the auction no longer offers quotes. */
export class ShippingUnavailable extends Schema.TaggedError<ShippingUnavailable>()(
  "ShippingUnavailable",
  errorFields(ErrorCode.shipping_unavailable),
  HttpApiSchema.annotations({ status: 422 })
) {
  static readonly default = () =>
    new ShippingUnavailable({ error_code: ErrorCode.shipping_unavailable, message: Messages.shippingNotEligible })
}

/** A booking named a quote that isn't the winner's quote for this auction. */
export class ShippingQuoteNotFound extends Schema.TaggedError<ShippingQuoteNotFound>()(
  "ShippingQuoteNotFound",
  errorFields(ErrorCode.shipping_quote_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new ShippingQuoteNotFound({ error_code: ErrorCode.shipping_quote_not_found, message: Messages.shippingQuoteNotFound })
}
