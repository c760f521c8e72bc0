import type { FinanceDisclosure } from "@redline/api"
import { AUTOPAY_DISCOUNT_POINTS, formatApr, formatMoney, FUNDING_CUTOFF_EASTERN, termInYears } from "@redline/domain"

/**
 * The financing fine print (spec 1 §9): the lender's longest-term lowest APR quoted with its
 * autopay discount, what rates are without autopay, and an example with its number of monthly
 * payments. Shown only when every figure of the example is a number (spec 1 §5).
 */
export function FinanceFinePrint({ disclosure }: { disclosure: FinanceDisclosure }) {
  const { price, rate, term, payment } = disclosure
  if (![price, rate, term, payment].every(Number.isFinite)) return null
  const apr = formatApr(rate)
  const years = termInYears(term)
  return (
    <div className="finance-fine-print">
      <p>
        The {apr} APR for {years} is the lending partner's lowest rate for its longest term and includes an autopay discount; without
        autopay, rates are {AUTOPAY_DISCOUNT_POINTS.toFixed(2)} percentage points higher. Example: financing {formatMoney(price)} at {apr}{" "}
        APR for {years} is {term} monthly payments of {formatMoney(payment)}.
      </p>
      <p>
        Rates depend on credit, the amount financed, the term and the seller type. Loans approved by {FUNDING_CUTOFF_EASTERN} Eastern on a
        business day are funded that day.
      </p>
    </div>
  )
}
