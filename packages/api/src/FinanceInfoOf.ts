import type { FinanceQuote } from "@redline/domain"
import type { FinanceInfo } from "./FinanceApi.ts"

/** The lending partner's quote as `GET /api/v1/auctions/{id}/finance` answers it. */
export const financeInfoOf = (quote: FinanceQuote): FinanceInfo => ({
  min_rate: quote.minRate,
  max_rate: quote.maxRate,
  dealer: quote.dealer,
  rates: quote.rates.map((rate) => ({
    months: rate.months,
    rate: rate.rate,
    payment: rate.payment,
    lowest_rate: rate.lowestRate,
    lowest_payment: rate.lowestPayment
  })),
  disclosure: {
    price: quote.disclosure.price,
    minimum_payment: quote.disclosure.minimumPayment,
    rate: quote.disclosure.rate,
    term: quote.disclosure.term,
    payment: quote.disclosure.payment,
    dealer: quote.disclosure.dealer
  }
})
