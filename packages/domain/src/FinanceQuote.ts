import { amortizedPayment } from "./Finance.ts"

/** What a lender offers for one term: the APR as a fraction (0.0699 is 6.99%). */
export interface LenderRate {
  readonly months: number
  readonly rate: number
}

/** One offered rate as the financing panel lists it, with the payment on the whole price. */
export interface FinanceRate extends LenderRate {
  readonly payment: number
  readonly lowestRate: boolean
  readonly lowestPayment: boolean
}

/**
 * The financing example of the fine print (spec 1 §3 'disclosure', §9): the lender's
 * longest-term lowest APR, its payment on the price, and the lowest payment of any term.
 */
export interface FinanceDisclosure {
  readonly price: number
  readonly minimumPayment: number
  readonly rate: number
  readonly term: number
  readonly payment: number
  readonly dealer: boolean
}

/** The lender's quote for a price: its rates by term and the example the fine print states. */
export interface FinanceQuote {
  readonly minRate: number
  readonly maxRate: number
  readonly dealer: boolean
  readonly rates: ReadonlyArray<FinanceRate>
  readonly disclosure: FinanceDisclosure
}

/** The lender's quote is with autopay; without it every rate is this many percentage points higher (spec 1 §9). */
export const AUTOPAY_DISCOUNT_POINTS = 0.5

/** Loans approved by this time, Eastern, fund the same business day (spec 1 §9). */
export const FUNDING_CUTOFF_EASTERN = "2:30 p.m."

/**
 * The quote for financing the whole `price` at the lender's rates, shortest term first. Every
 * rate equal to the lowest is flagged, and so is every payment equal to the lowest: the flags
 * say what a buyer would pick, and a tie is no reason to favour one term. Null without rates.
 */
export function financeQuote(price: number, offered: ReadonlyArray<LenderRate>, dealer: boolean): FinanceQuote | null {
  if (offered.length === 0) return null
  const sorted = [...offered].sort((a, b) => a.months - b.months)
  const withPayments = sorted.map((offer) => ({ ...offer, payment: amortizedPayment(price, offer.rate, offer.months) }))
  const minRate = Math.min(...sorted.map((offer) => offer.rate))
  const maxRate = Math.max(...sorted.map((offer) => offer.rate))
  const minimumPayment = Math.min(...withPayments.map((offer) => offer.payment))
  const rates = withPayments.map((offer) => ({
    ...offer,
    lowestRate: offer.rate === minRate,
    lowestPayment: offer.payment === minimumPayment
  }))
  const longest = withPayments.at(-1)!
  const longestTermRate = Math.min(...sorted.filter((offer) => offer.months === longest.months).map((offer) => offer.rate))
  return {
    minRate,
    maxRate,
    dealer,
    rates,
    disclosure: {
      price,
      minimumPayment,
      rate: longestTermRate,
      term: longest.months,
      payment: amortizedPayment(price, longestTermRate, longest.months),
      dealer
    }
  }
}

/** A term in years as the fine print states it: 84 months is '7 years', 30 months '2.5 years'. */
export function termInYears(months: number): string {
  const years = Math.round((months / 12) * 100) / 100
  return `${years} ${years === 1 ? "year" : "years"}`
}

/**
 * Whether an auction page offers financing (spec 1 §4, §5): never for a ticket package, and
 * after the end only until the auction expires, except to its winner, who still has a car to pay
 * for. The spec leaves the window's length out; we use its expiry, a day after the end.
 */
export function financingOffered(auction: {
  readonly isTicketPackage: boolean
  readonly expired: boolean
  readonly viewerWon: boolean
}): boolean {
  return !auction.isTicketPackage && (!auction.expired || auction.viewerWon)
}
