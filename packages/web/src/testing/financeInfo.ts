import type { FinanceInfo } from "@redline/api"
import { financeQuote } from "@redline/domain"

/** The embedded lending partner's rates for a private sale; a dealer's are half a point lower. */
const PRIVATE_PARTY_RATES = [
  { months: 36, rate: 0.0749 },
  { months: 48, rate: 0.0749 },
  { months: 60, rate: 0.0774 },
  { months: 72, rate: 0.0799 },
  { months: 84, rate: 0.0824 }
]

/** A finance answer as `GET /api/v1/auctions/{id}/finance` gives it. */
export function financeInfo(price: number, dealer: boolean): FinanceInfo {
  const offered = PRIVATE_PARTY_RATES.map((offer) => ({ ...offer, rate: dealer ? Math.round((offer.rate - 0.005) * 10_000) / 10_000 : offer.rate }))
  const quote = financeQuote(price, offered, dealer)!
  return {
    min_rate: quote.minRate,
    max_rate: quote.maxRate,
    dealer,
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
      dealer
    }
  }
}
