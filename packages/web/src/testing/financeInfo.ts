import { type FinanceInfo, financeInfoOf } from "@redline/api"
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
  const offered = PRIVATE_PARTY_RATES.map((offer) => ({
    ...offer,
    rate: dealer ? Math.round((offer.rate - 0.005) * 10_000) / 10_000 : offer.rate
  }))
  return financeInfoOf(financeQuote(price, offered, dealer)!)
}
