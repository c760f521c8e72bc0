import type { AuctionDetail } from "@redline/api"
import {
  calculatorPrice,
  DEFAULT_MIN_APR,
  FINANCE_TERMS,
  financeErrors,
  financingOffered,
  Messages,
  monthlyPayment,
  readFinancePrice
} from "@redline/domain"
import { useId, useState } from "react"
import { useSession } from "../session/useSession.ts"
import { dollarsText } from "./amountText.ts"
import { FinanceFinePrint } from "./FinanceFinePrint.tsx"
import { FinanceRates } from "./FinanceRates.tsx"
import { PaymentCalculator, type SellerChoice } from "./PaymentCalculator.tsx"
import { useFinanceQuote } from "./useFinanceQuote.ts"
import "./FinancePanel.css"

const DEALER: SellerChoice = 2
const PRIVATE_PARTY: SellerChoice = 1

/** Most buyers put something down; the calculator starts at a tenth of the price, to the $100 (ours). */
const firstDownPayment = (price: number) => Math.round((price * 0.1) / 100) * 100

/** Five years, the most common car loan, where the lender offers it (ours). */
const FIRST_TERM = 60

/** The financing panel of an auction page, where financing is offered for it. */
export function FinancePanel({ auction }: { auction: AuctionDetail }) {
  const username = useSession()?.username.toLowerCase()
  const offered = financingOffered({
    isTicketPackage: auction.listing.is_ticket_package,
    expired: auction.stats.ended_over_one_day_ago,
    viewerWon: username !== undefined && auction.winner?.toLowerCase() === username
  })
  return offered ? <Financing auction={auction} /> : null
}

/**
 * The lending partner's rates for this car and a payment calculator. The price and seller type
 * are asked about; the term's APR follows the lender's rate until the person types their own,
 * and choosing another term or seller type goes back to the lender's. When the lender can't be
 * reached, the calculator carries on at the minimum rate (spec 1 §4, §8).
 */
function Financing({ auction }: { auction: AuctionDetail }) {
  const headingId = useId()
  const [startPrice] = useState(() => calculatorPrice(auction.sale_amount ?? auction.current_bid))
  const [price, setPrice] = useState(() => dollarsText(startPrice))
  const [downPayment, setDownPayment] = useState(() => dollarsText(firstDownPayment(startPrice)))
  const [sellerType, setSellerType] = useState<SellerChoice>(auction.listing.seller_type === DEALER ? DEALER : PRIVATE_PARTY)
  const [chosenTerm, setChosenTerm] = useState(FIRST_TERM)
  const [typedApr, setTypedApr] = useState<string | null>(null)

  const read = readFinancePrice(price)
  const quote = useFinanceQuote(auction.id, read.error === undefined ? read.price : undefined, sellerType === DEALER)
  const rates = quote.isError ? undefined : quote.data?.rates
  const terms: ReadonlyArray<number> = rates?.map((rate) => rate.months) ?? FINANCE_TERMS
  const term = terms.includes(chosenTerm) ? chosenTerm : (terms.at(-1) ?? FIRST_TERM)
  const lenderRate = rates?.find((rate) => rate.months === term)?.rate ?? DEFAULT_MIN_APR
  const apr = typedApr ?? (lenderRate * 100).toFixed(2)
  const input = { price, downPayment, apr, term }

  return (
    <section className="finance-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="auction-section__heading">
        Financing
      </h2>
      {quote.isError ? (
        <div className="alert finance-panel__failure" role="alert">
          <p>{Messages.errorTryAgain}</p>
          <button type="button" className="button button--quiet button--small" onClick={() => void quote.refetch()}>
            Try again
          </button>
        </div>
      ) : quote.data === undefined ? (
        <div className="finance-panel__loading" aria-hidden="true" />
      ) : (
        <FinanceRates quote={quote.data} />
      )}
      <PaymentCalculator
        price={price}
        downPayment={downPayment}
        term={term}
        terms={terms}
        apr={apr}
        sellerType={sellerType}
        errors={financeErrors(input)}
        payment={monthlyPayment(input)}
        onPrice={setPrice}
        onDownPayment={setDownPayment}
        onTerm={(months) => {
          setChosenTerm(months)
          setTypedApr(null)
        }}
        onApr={setTypedApr}
        onSellerType={(choice) => {
          setSellerType(choice)
          setTypedApr(null)
        }}
      />
      {quote.data !== undefined && !quote.isError && <FinanceFinePrint disclosure={quote.data.disclosure} />}
    </section>
  )
}
