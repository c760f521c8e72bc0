import { ErrorCode, Messages } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/**
 * Refusals of shipping quotes and orders (spec 1 §8). The client adds the spec's explanations
 * (the 48 contiguous states, the paid quote's cases, the contact details) to these messages.
 */

/**
 * Error 107: a zip code or an address that doesn't exist, or a real one instant quotes don't reach
 * (`outside_coverage`: Honolulu, Anchorage, San Juan), which people are told apart.
 */
export class ShippingDestinationInvalid extends Refusal<ShippingDestinationInvalid>()(
  "ShippingDestinationInvalid",
  ErrorCode.shipping_destination_invalid,
  400,
  null,
  { outside_coverage: Schema.Boolean }
) {
  static readonly zip = (outsideCoverage: boolean) =>
    ShippingDestinationInvalid.of(outsideCoverage ? Messages.shippingOutsideCoverage : Messages.invalidZip, {
      outside_coverage: outsideCoverage
    })
  static readonly address = (outsideCoverage: boolean) =>
    ShippingDestinationInvalid.of(outsideCoverage ? Messages.shippingOutsideCoverage : Messages.invalidAddress, {
      outside_coverage: outsideCoverage
    })
}

/** Error 157: the winner already paid for shipping, to the zip code this names. */
export class ShippingQuotePaid extends Refusal<ShippingQuotePaid>()("ShippingQuotePaid", ErrorCode.shipping_quote_paid, 409, null, {
  destination_zip_code: Schema.String
}) {
  static readonly to = (zip: string) => ShippingQuotePaid.of(Messages.shippingUsePaidZip(zip), { destination_zip_code: zip })
}

/** The car can't be quoted: it stands outside the contiguous states, or the auction no longer offers quotes. */
export class ShippingUnavailable extends Refusal<ShippingUnavailable>()(
  "ShippingUnavailable",
  ErrorCode.shipping_unavailable,
  422,
  Messages.shippingNotEligible
) {}

/** No carrier is configured, and the local one stands in only where it is safe (a loopback HOST or STAND_INS=true). */
export class ShippingQuotesUnavailable extends Refusal<ShippingQuotesUnavailable>()(
  "ShippingQuotesUnavailable",
  ErrorCode.shipping_quotes_unavailable,
  503,
  Messages.shippingQuotesUnavailable
) {}

/** A booking named a quote that isn't the winner's quote for this auction. */
export class ShippingQuoteNotFound extends Refusal<ShippingQuoteNotFound>()(
  "ShippingQuoteNotFound",
  ErrorCode.shipping_quote_not_found,
  404,
  Messages.shippingQuoteNotFound
) {}
