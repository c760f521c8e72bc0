import type { LenderRate } from "@redline/domain"
import { Effect } from "effect"
import type { LendingPartnerShape, RateRequest } from "./LendingPartner.ts"

/**
 * Autopay APRs of a dealer sale by term, as fractions. Longer terms cost more, and the shortest
 * terms start at the product's default minimum of 6.99% (spec 1 §9).
 */
const DEALER_RATES: ReadonlyArray<LenderRate> = [
  { months: 36, rate: 0.0699 },
  { months: 48, rate: 0.0699 },
  { months: 60, rate: 0.0724 },
  { months: 72, rate: 0.0749 },
  { months: 84, rate: 0.0774 }
]

/** A private sale has no dealer to handle title and lien, so the lender asks half a point more. */
const PRIVATE_PARTY_MARKUP = 0.005

/** Small loans cost the lender as much to write as large ones: a point more, and five years at most. */
const SMALL_LOAN = { below: 10_000, markup: 0.01, longestTerm: 60 } as const

/** Rates in hundredths of a percent, as lenders publish them: 0.0699 + 0.005 is 0.0749, not 0.07490000000000001. */
const hundredthsOfPercent = (rate: number) => Math.round(rate * 10_000) / 10_000

/** The lending partner of the embedded mode and of tests: a published rate table, no network. */
export const localLendingPartner: LendingPartnerShape = {
  rates: ({ price, dealer }: RateRequest) => {
    const small = price < SMALL_LOAN.below
    const markup = (dealer ? 0 : PRIVATE_PARTY_MARKUP) + (small ? SMALL_LOAN.markup : 0)
    return Effect.succeed(
      DEALER_RATES.filter((offer) => !small || offer.months <= SMALL_LOAN.longestTerm).map((offer) => ({
        months: offer.months,
        rate: hundredthsOfPercent(offer.rate + markup)
      }))
    )
  }
}
