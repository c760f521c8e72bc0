import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound } from "./ApiErrors.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { FinancePriceInvalid, FinancingUnavailable, LenderUnavailable, PaymentInvalid } from "./FinanceErrors.ts"

/** Rates are fractions throughout: 0.0699 is 6.99% APR. Payments are whole dollars a month. */
export const FinanceRate = Schema.Struct({
  months: Schema.Int,
  rate: Schema.Number,
  payment: Schema.Int,
  lowest_rate: Schema.Boolean,
  lowest_payment: Schema.Boolean
})
export type FinanceRate = typeof FinanceRate.Type

/** The example of the financing fine print: the longest term's lowest rate on the price. */
export const FinanceDisclosure = Schema.Struct({
  price: Schema.Int,
  minimum_payment: Schema.Int,
  rate: Schema.Number,
  term: Schema.Int,
  payment: Schema.Int,
  dealer: Schema.Boolean
})
export type FinanceDisclosure = typeof FinanceDisclosure.Type

/** The lending partner's quote for one car at one price (spec 1 §3 'Finance info'). */
export const FinanceInfo = Schema.Struct({
  min_rate: Schema.Number,
  max_rate: Schema.Number,
  dealer: Schema.Boolean,
  rates: Schema.Array(FinanceRate),
  disclosure: FinanceDisclosure
})
export type FinanceInfo = typeof FinanceInfo.Type

/**
 * `price` is checked by the finance rules, so a bad one gets their words; without it the quote
 * is for the auction's own price. `dealer` picks the seller type's rates; without it, the listing's.
 */
export const FinanceQuery = Schema.Struct({
  price: Schema.optional(Schema.String),
  dealer: Schema.optional(Schema.Literal("true", "false"))
})

/** The calculator's fields as typed; each is checked by the finance rules. `rate` is a fraction. */
export const PaymentQuery = Schema.Struct({
  price: Schema.optional(Schema.String),
  down_payment: Schema.optional(Schema.String),
  months: Schema.optional(Schema.String),
  rate: Schema.optional(Schema.String)
})

export const Payment = Schema.Struct({ payment: Schema.Int })
export type Payment = typeof Payment.Type

export class FinanceApi extends HttpApiGroup.make("finance")
  .add(
    HttpApiEndpoint.get("finance", "/v1/auctions/:auction_id/finance")
      .setPath(AuctionIdPath)
      .setUrlParams(FinanceQuery)
      .addSuccess(FinanceInfo)
      .addError(AuctionNotFound)
      .addError(FinancePriceInvalid)
      .addError(FinancingUnavailable)
      .addError(LenderUnavailable)
  )
  .add(HttpApiEndpoint.get("payment", "/v1/finance/payment").setUrlParams(PaymentQuery).addSuccess(Payment).addError(PaymentInvalid)) {}
