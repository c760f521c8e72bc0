import { Messages } from "./Messages.ts"

export const FINANCE_PRICE = { min: 5_000, max: 100_000 } as const

/** The terms offered when the lender's answer names none (spec 1 §9). */
export const FINANCE_TERMS = [36, 48, 60, 72, 84] as const

/** The calculator's fallback APR as a fraction: 6.99%. */
export const DEFAULT_MIN_APR = 0.0699

/**
 * The calculator as the user types it. Price and down payment are dollars, grouped with commas
 * or not; the APR is a percentage ('6.99'); the term is months.
 */
export interface FinanceInput {
  readonly price: string | number
  readonly downPayment: string | number
  readonly apr: string | number
  readonly term: number
}

export interface FinanceErrors {
  readonly price?: string
  readonly downPayment?: string
  readonly apr?: string
  readonly term?: string
}

interface FinanceValues {
  readonly price: number
  readonly downPayment: number
  readonly apr: number
}

const WHOLE_DOLLARS = /^\d+$/
const DOLLARS_AND_CENTS = /^\d+(\.\d{1,2})?$/
/** Up to 2 integer and 2 decimal digits; '.5' and a trailing '6.' are what people type. */
const APR_PERCENT = /^(\d{1,2}(\.\d{0,2})?|\.\d{1,2})$/

const amountText = (value: string | number): string => String(value).replace(/[\s$,]/g, "")

function readValues(input: FinanceInput): { readonly values: Partial<FinanceValues>; readonly errors: FinanceErrors } {
  const errors: { -readonly [K in keyof FinanceErrors]: FinanceErrors[K] } = {}
  const priceText = amountText(input.price)
  const price = WHOLE_DOLLARS.test(priceText) ? Number(priceText) : undefined
  if (price === undefined || price < FINANCE_PRICE.min) errors.price = Messages.financePriceMinimum
  else if (price > FINANCE_PRICE.max) errors.price = Messages.financePriceMaximum

  // An empty down payment is no down payment.
  const downText = amountText(input.downPayment)
  const downPayment = downText === "" ? 0 : DOLLARS_AND_CENTS.test(downText) ? Number(downText) : undefined
  if (downPayment === undefined) errors.downPayment = Messages.invalidDownPayment
  else if (price !== undefined && downPayment >= price) errors.downPayment = Messages.downPaymentTooHigh

  const aprText = String(input.apr).trim()
  const apr = APR_PERCENT.test(aprText) ? Number(aprText) : undefined
  if (apr === undefined || !(apr > 0)) errors.apr = Messages.invalidApr

  // Any whole number of months: the lender's offer may name terms beyond the default list.
  if (!Number.isSafeInteger(input.term) || input.term <= 0) errors.term = Messages.invalidTerm

  return { values: { price, downPayment, apr }, errors }
}

export function financeErrors(input: FinanceInput): FinanceErrors {
  return readValues(input).errors
}

/**
 * The standard amortized payment, rounded up to a whole dollar, or 0 while any field is wrong
 * (spec 1 §5). A millionth of a dollar is forgiven before rounding up, so float noise on an
 * exact amount does not add a dollar.
 */
export function monthlyPayment(input: FinanceInput): number {
  const { values, errors } = readValues(input)
  const { price, downPayment, apr } = values
  if (Object.keys(errors).length > 0 || price === undefined || downPayment === undefined || apr === undefined) return 0
  const principal = price - downPayment
  const monthlyRate = apr / 100 / 12
  const payment = (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -input.term)
  return Math.ceil(payment - 1e-6)
}

/** Rates are shown with 2 decimals (spec 1 §9): 0.0699 → '6.99%'. */
export function formatApr(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`
}
