import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/** Refusals of the finance quote and the payment calculator (spec 1 §5, §8). */

/** The purchase price is outside what the lender finances; the message is the spec's ('$5,000 minimum'). */
export class FinancePriceInvalid extends Schema.TaggedError<FinancePriceInvalid>()(
  "FinancePriceInvalid",
  errorFields(ErrorCode.finance_price_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (message: string) => new FinancePriceInvalid({ error_code: ErrorCode.finance_price_invalid, message })
}

/** Ticket packages are not financed, and a lender without an offer for a car has nothing to quote. */
export class FinancingUnavailable extends Schema.TaggedError<FinancingUnavailable>()(
  "FinancingUnavailable",
  errorFields(ErrorCode.financing_unavailable),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () =>
    new FinancingUnavailable({ error_code: ErrorCode.financing_unavailable, message: "Financing isn't offered for this listing." })
}

/** The lending partner did not answer; the calculator still works with the minimum rate. */
export class LenderUnavailable extends Schema.TaggedError<LenderUnavailable>()(
  "LenderUnavailable",
  errorFields(ErrorCode.lender_unavailable),
  HttpApiSchema.annotations({ status: 503 })
) {
  static readonly default = () => new LenderUnavailable({ error_code: ErrorCode.lender_unavailable, message: Messages.errorTryAgain })
}

/** What is wrong with each field of a payment calculation, in the calculator's words; the message is the first. */
export const PaymentFieldErrors = Schema.Struct({
  price: Schema.optional(Schema.String),
  down_payment: Schema.optional(Schema.String),
  rate: Schema.optional(Schema.String),
  months: Schema.optional(Schema.String)
})
export type PaymentFieldErrors = typeof PaymentFieldErrors.Type

export class PaymentInvalid extends Schema.TaggedError<PaymentInvalid>()(
  "PaymentInvalid",
  { ...errorFields(ErrorCode.payment_invalid), errors: PaymentFieldErrors },
  HttpApiSchema.annotations({ status: 400 })
) {}
