import { Messages } from "./Messages.ts"

export const FINANCE_PRICE = { min: 5_000, max: 100_000 } as const

/** The terms offered when the lender's answer names none (spec 1 §9). */
export const FINANCE_TERMS = [36, 48, 60, 72, 84] as const

/** The calculator's fallback APR as a fraction: 6.99%. */
export const DEFAULT_MIN_APR = 0.0699

/** Where the calculator starts for an auction without bids (ours): a typical enthusiast car's price. */
const UNBID_CALCULATOR_PRICE = 25_000

/** The calculator's first purchase price: the auction's price held within what can be financed. */
export function calculatorPrice(auctionPrice: number): number {
  if (auctionPrice <= 0) return UNBID_CALCULATOR_PRICE
  return Math.min(Math.max(auctionPrice, FINANCE_PRICE.min), FINANCE_PRICE.max)
}

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

/** A purchase price as typed or sent, read by the price rule: whole dollars from $5,000 to $100,000. */
export type FinancePrice = { readonly price: number; readonly error?: undefined } | { readonly price?: number; readonly error: string }

export function readFinancePrice(value: string | number): FinancePrice {
  const text = amountText(value)
  const price = WHOLE_DOLLARS.test(text) ? Number(text) : undefined
  if (price === undefined || price < FINANCE_PRICE.min) return { price, error: Messages.financePriceMinimum }
  if (price > FINANCE_PRICE.max) return { price, error: Messages.financePriceMaximum }
  return { price }
}

function readValues(input: FinanceInput): { readonly values: Partial<FinanceValues>; readonly errors: FinanceErrors } {
  const errors: { -readonly [K in keyof FinanceErrors]: FinanceErrors[K] } = {}
  const { price, error: priceError } = readFinancePrice(input.price)
  if (priceError !== undefined) errors.price = priceError

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

/** The standard amortized payment, rounded up to a whole dollar, or 0 while any field is wrong (spec 1 §5). */
export function monthlyPayment(input: FinanceInput): number {
  const { values, errors } = readValues(input)
  const { price, downPayment, apr } = values
  if (Object.keys(errors).length > 0 || price === undefined || downPayment === undefined || apr === undefined) return 0
  return amortizedPayment(price - downPayment, apr / 100, input.term)
}

/**
 * The level monthly payment that repays `principal` over `months` at the annual `rate` (a
 * fraction), rounded up to a whole dollar. A millionth of a dollar is forgiven before rounding
 * up, so float noise on an exact amount does not add a dollar.
 */
export function amortizedPayment(principal: number, rate: number, months: number): number {
  const monthlyRate = rate / 12
  const payment = monthlyRate === 0 ? principal / months : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months)
  return Math.ceil(payment - 1e-6)
}

/**
 * A rate sent as a fraction ('0.0699') written as the percentage the calculator reads ('6.99'),
 * by moving the decimal point in the text, so no digit is gained or lost to floating point.
 * Text that is not a plain decimal comes back as it was, for the APR rule to refuse.
 */
export function percentOfRate(rate: string): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(rate.trim())
  if (match === null || rate.trim() === "" || rate.trim() === ".") return rate
  const [, whole = "", fraction = ""] = match
  const digits = fraction.padEnd(2, "0")
  const integer = `${whole}${digits.slice(0, 2)}`.replace(/^0+(?=\d)/, "")
  const rest = digits.slice(2)
  return rest === "" ? integer : `${integer}.${rest}`
}

/** Rates are shown with 2 decimals (spec 1 §9): 0.0699 → '6.99%'. */
export function formatApr(rate: number): string {
  return `${(rate * 100).toFixed(2)}%`
}
