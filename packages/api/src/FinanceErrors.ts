import { ErrorCode, Messages } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of the finance quote and the payment calculator (spec 1 §5, §8). */

/** The purchase price is outside what the lender finances; the message is the spec's ('$5,000 minimum'). */
export class FinancePriceInvalid extends Refusal<FinancePriceInvalid>()(
  "FinancePriceInvalid",
  ErrorCode.finance_price_invalid,
  400,
  null
) {}

/** Ticket packages are not financed, and a lender without an offer for a car has nothing to quote. */
export class FinancingUnavailable extends Refusal<FinancingUnavailable>()(
  "FinancingUnavailable",
  ErrorCode.financing_unavailable,
  409,
  "Financing isn't offered for this listing."
) {}

/** The lending partner did not answer; the calculator still works with the minimum rate. */
export class LenderUnavailable extends Refusal<LenderUnavailable>()(
  "LenderUnavailable",
  ErrorCode.lender_unavailable,
  503,
  Messages.errorTryAgain
) {}

/** What is wrong with each field of a payment calculation, in the calculator's words; the message is the first. */
export const PaymentFieldErrors = Schema.Struct({
  price: Schema.optional(Schema.String),
  down_payment: Schema.optional(Schema.String),
  rate: Schema.optional(Schema.String),
  months: Schema.optional(Schema.String)
})
export type PaymentFieldErrors = typeof PaymentFieldErrors.Type

export class PaymentInvalid extends Refusal<PaymentInvalid>()("PaymentInvalid", ErrorCode.payment_invalid, 400, null, {
  errors: PaymentFieldErrors
}) {}
