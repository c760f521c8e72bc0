import { type SubmissionStatus, SubmissionStatus as Status } from "./SubmissionStatus.ts"

/**
 * The listing fee (spec 3 §4 'payment'): submitting is free; once staff accept the car (3) the
 * seller pays it once, which makes the submission Paid (5), as at Bring a Trailer. Ours: $99, in
 * cents as every amount charged.
 */
export const LISTING_FEE = 9_900

/**
 * How long a payment of the fee stays the only one, after which another key may take it up: a
 * seller whose answer was lost (Stripe out of reach, the tab closed) is never stuck behind it. Ours:
 * 2 minutes, longer than a charge's call to Stripe may take. Taking it up charges under the first
 * payment's own key, so Stripe makes no second charge.
 */
export const LISTING_FEE_PAYMENT_TAKEN_UP_AFTER_MS = 120_000

/** Ours: a promo code is letters, digits and dashes, at most 32 of them. */
export const PROMO_CODE_MAX_LENGTH = 32

const PROMO_CODE_FORMAT = new RegExp(`^[a-z0-9-]{1,${PROMO_CODE_MAX_LENGTH}}$`)

/** A promo code as typed, trimmed and lower-cased (codes don't tell case apart); null when it can't be one. */
export function readPromoCode(typed: string): string | null {
  const code = typed.trim().toLowerCase()
  return PROMO_CODE_FORMAT.test(code) ? code : null
}

/** What a promo code takes off: a percent of the fee, or an amount in cents. */
export type PromoDiscount =
  { readonly percentOff: number; readonly amountOff: null } | { readonly percentOff: null; readonly amountOff: number }

/** A promo code as kept: its discount, when it may be used (either end open) and how often (null: no limit). */
export interface PromoCode {
  readonly discount: PromoDiscount
  readonly startsAt: Date | null
  readonly endsAt: Date | null
  readonly maxUses: number | null
  readonly uses: number
}

export const PROMO_CODE_MESSAGES = {
  invalid: "This promo code is not valid.",
  expired: "This promo code has expired.",
  usedUp: "This promo code has been used up."
} as const

/** Why a promo code can't be used now: unknown (or not started yet), expired, or used as often as it may be; null when it can. */
export function promoCodeProblem(code: PromoCode | null, now: Date): string | null {
  if (code === null || (code.startsAt !== null && now < code.startsAt)) return PROMO_CODE_MESSAGES.invalid
  if (code.endsAt !== null && now >= code.endsAt) return PROMO_CODE_MESSAGES.expired
  if (code.maxUses !== null && code.uses >= code.maxUses) return PROMO_CODE_MESSAGES.usedUp
  return null
}

/** The fee after a discount, in whole cents (a percent rounds to the nearest cent): $0, or at least what a card can be charged. */
export function feeAfter(fee: number, discount: PromoDiscount | null): number {
  if (discount === null) return fee
  const off = discount.percentOff !== null ? Math.round((fee * discount.percentOff) / 100) : discount.amountOff
  const left = fee - off
  // a card can't be charged less than Stripe's minimum: a fee a code takes below it is waived
  return left < SMALLEST_CHARGE ? 0 : left
}

/** The least a card is charged, Stripe's minimum for US dollars: 50 cents. */
export const SMALLEST_CHARGE = 50

/** Why a submission can't be canceled while its listing fee is being paid. */
export const LISTING_FEE_UNDER_WAY_CANCEL = "Your listing fee is being paid: cancel once the payment has finished."

/** The listing fee is paid once staff accepted the car, and only then. */
export const listingFeePayable = (status: SubmissionStatus): boolean => status === Status.accepted

/** Why a submission can't be paid for: paid already, not accepted yet, or past paying for. */
export function listingFeeProblem(status: SubmissionStatus): string | null {
  if (listingFeePayable(status)) return null
  if (status === Status.draft || status === Status.submitted) return "The listing fee is due once our team accepts your car."
  if (status === Status.declined || status === Status.archived || status === Status.canceled) return "This submission takes no listing fee."
  return "The listing fee is paid already."
}

/** A payment's amount as people read it: $99, $49.50, $0. */
export const formatFee = (cents: number): string =>
  `$${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: cents % 100 === 0 ? 0 : 2, maximumFractionDigits: 2 })}`

/** The listing fee's payment when Stripe can't be reached; paying again with the same key goes on with it. */
export const LISTING_FEE_UNREACHABLE = "Your payment couldn't reach our card processor. Please try again in a moment."
