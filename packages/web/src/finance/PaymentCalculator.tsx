import { type FinanceErrors, formatMoney } from "@redline/domain"
import { SelectField } from "../ui/SelectField.tsx"
import { TextField } from "../ui/TextField.tsx"
import { aprText, dollarsAndCentsText, wholeDollarsText } from "./amountText.ts"

/** The calculator's seller types (spec 1 §5): Private party 1, Dealer 2. */
export type SellerChoice = 1 | 2

const SELLER_CHOICES = [
  { value: 1, label: "Private party" },
  { value: 2, label: "Dealer" }
] as const

interface PaymentCalculatorProps {
  readonly price: string
  readonly downPayment: string
  readonly term: number
  readonly terms: ReadonlyArray<number>
  readonly apr: string
  readonly sellerType: SellerChoice
  readonly errors: FinanceErrors
  /** Zero while any field is wrong, shown as '—' rather than a payment of nothing. */
  readonly payment: number
  readonly onPrice: (text: string) => void
  readonly onDownPayment: (text: string) => void
  readonly onTerm: (months: number) => void
  readonly onApr: (text: string) => void
  readonly onSellerType: (choice: SellerChoice) => void
}

/** The payment calculator's fields and its monthly payment; the rules and the arithmetic are the domain's. */
export function PaymentCalculator(props: PaymentCalculatorProps) {
  const { errors } = props
  return (
    <form className="payment-calculator" aria-label="Payment calculator" noValidate onSubmit={(event) => event.preventDefault()}>
      <div className="payment-calculator__fields">
        <TextField
          className="payment-calculator__price"
          label="Purchase price"
          prefix="$"
          inputMode="numeric"
          autoComplete="off"
          value={props.price}
          error={errors.price}
          onChange={(event) => props.onPrice(wholeDollarsText(event.target.value))}
        />
        <TextField
          label="Down payment"
          prefix="$"
          inputMode="decimal"
          autoComplete="off"
          value={props.downPayment}
          error={errors.downPayment}
          onChange={(event) => props.onDownPayment(dollarsAndCentsText(event.target.value))}
        />
        <SelectField
          label="Term"
          value={props.term}
          options={props.terms.map((months) => ({ value: months, label: `${months} months` }))}
          onChange={(event) => props.onTerm(Number(event.target.value))}
        />
        <TextField
          label="APR"
          suffix="%"
          inputMode="decimal"
          autoComplete="off"
          value={props.apr}
          error={errors.apr}
          onChange={(event) => props.onApr(aprText(event.target.value))}
        />
        <SelectField
          className="payment-calculator__seller"
          label="Seller type"
          value={props.sellerType}
          options={SELLER_CHOICES}
          onChange={(event) => props.onSellerType(event.target.value === "2" ? 2 : 1)}
        />
      </div>
      <p className="payment-calculator__result">
        <span className="payment-calculator__label">Estimated monthly payment</span>
        <output className="payment-calculator__payment" aria-live="polite">
          {props.payment === 0 ? (
            "—"
          ) : (
            <>
              {formatMoney(props.payment)}
              <span className="payment-calculator__per">/mo</span>
            </>
          )}
        </output>
      </p>
    </form>
  )
}
