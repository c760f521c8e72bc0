import { SqlClient } from "@effect/sql"
import type { ListingFeePayment, ListingFeeQuote } from "@redline/api"
import {
  feeAfter,
  LISTING_FEE,
  LISTING_FEE_PAYMENT_TAKEN_UP_AFTER_MS,
  listingFeeProblem,
  SubmissionStatus,
  PROMO_CODE_MESSAGES,
  promoCodeProblem,
  readPromoCode
} from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Data, Effect, Option } from "effect"
import { randomUUID } from "node:crypto"
import { paymentKey, Payments } from "../payments/Payments.ts"
import { transactionOf } from "../Transaction.ts"
import { type ListingFeeReservation, type ListingFeeRow, ListingFeesRepo } from "./ListingFeesRepo.ts"
import { SubmissionsRepo, titleOf } from "./SubmissionsRepo.ts"

/** Why a listing fee was not quoted or paid; the words are the domain's. */
export class ListingFeeRefused extends Data.TaggedError("ListingFeeRefused")<{
  readonly reason: "not_found" | "promo_code_invalid" | "not_payable"
  readonly message: string
}> {}

const refused = (reason: ListingFeeRefused["reason"], message = "") => Effect.fail(new ListingFeeRefused({ reason, message }))

/**
 * The seller's listing fee (spec 3 §4 'payment'): a promo code's quote, and paying, which charges
 * the card on file through `Payments.charge` and makes the submission Paid (5).
 *
 * Paying reserves the fee first, in one transaction with the submission's row locked: the amount
 * after the code, the code's use counted (a conditional update, so a code's uses never pass its
 * maximum), the seller's idempotency key and the charge's own key at Stripe. The charge runs
 * outside any transaction (the embedded stand-in needs the one connection) under that key, so a
 * retry with the seller's key charges nothing more and answers as the first did, and a payment
 * after a declined one is a charge of its own. A charge that succeeds
 * makes the fee paid; one declined gives the code's use back and frees the fee to be paid again;
 * one the bank confirms first (3-D Secure: the answer carries its page) or Stripe settles later is
 * settled by its webhook (`ListingFeesRepo.settled`).
 */
export class ListingFees extends Effect.Service<ListingFees>()("@redline/http/ListingFees", {
  dependencies: [ListingFeesRepo.Default, SubmissionsRepo.Default],
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const fees = yield* ListingFeesRepo
    const submissions = yield* SubmissionsRepo
    const payments = yield* Payments

    /** The code as typed, checked: its lower-case form and the fee after it. */
    const discounted = (typed: string, now: Date) =>
      Effect.gen(function* () {
        const code = readPromoCode(typed)
        if (code === null) return yield* refused("promo_code_invalid", PROMO_CODE_MESSAGES.invalid)
        const promo = yield* fees.promoCode(code)
        const problem = promoCodeProblem(Option.getOrNull(promo), now)
        if (problem !== null || Option.isNone(promo)) return yield* refused("promo_code_invalid", problem ?? PROMO_CODE_MESSAGES.invalid)
        return { code, amount: feeAfter(LISTING_FEE, promo.value.discount) }
      })

    /** What the fee comes to with the code, for the seller's own submission. */
    const quote = (id: number, userId: number, typed: string): Effect.Effect<typeof ListingFeeQuote.Type, ListingFeeRefused> =>
      Effect.gen(function* () {
        if (Option.isNone(yield* submissions.row(id, userId))) return yield* refused("not_found")
        const { code, amount } = yield* discounted(typed, yield* currentDate)
        return { promo_code: code, fee: LISTING_FEE, amount }
      })

    /** The fee to charge, reserved; or the fee as it stands when this key already paid or reserved it. */
    const reserve = (id: number, userId: number, typed: string | null, idempotencyKey: string) =>
      transaction(
        Effect.gen(function* () {
          const row = yield* submissions.row(id, userId, true)
          if (Option.isNone(row)) return yield* refused("not_found")
          const existing = yield* fees.feeOf(id)
          const now = yield* currentDate
          if (Option.isSome(existing)) {
            const { idempotency_key, status, created_at } = existing.value
            if (idempotency_key === idempotencyKey) return existing.value
            if (status === "paid") return yield* refused("not_payable", listingFeeProblem(SubmissionStatus.paid)!)
            if (status === "pending") {
              // a payment left waiting is taken up, under its own key; one still running is not
              if (now.getTime() - created_at.getTime() >= LISTING_FEE_PAYMENT_TAKEN_UP_AFTER_MS) return existing.value
              return yield* refused("not_payable", "A payment of this listing fee is under way.")
            }
          }
          const problem = listingFeeProblem(row.value.status)
          if (problem !== null) return yield* refused("not_payable", problem)
          const blank = typed === null || typed.trim() === ""
          const discount = blank ? null : yield* discounted(typed, now)
          if (discount !== null && !(yield* fees.takePromoUse(discount.code))) {
            return yield* refused("promo_code_invalid", PROMO_CODE_MESSAGES.usedUp)
          }
          const amount = discount?.amount ?? LISTING_FEE
          const chargeKey = amount === 0 ? null : `listing-fee:${id}:${randomUUID()}`
          const reservation: ListingFeeReservation = {
            submission_id: id,
            idempotency_key: idempotencyKey,
            promo_code: discount?.code ?? null,
            fee: LISTING_FEE,
            amount,
            charge_key: chargeKey,
            payment_key: chargeKey === null ? null : paymentKey({ userId, idempotencyKey: chargeKey })
          }
          yield* fees.reserve(reservation)
          const reserved: ListingFeeRow = { ...reservation, status: amount === 0 ? "paid" : "pending", created_at: now }
          if (amount === 0) yield* fees.paid(id, idempotencyKey)
          return reserved
        })
      )

    /**
     * Pays the seller's listing fee with the card on file, with a promo code or none. Only an
     * accepted submission (3) is paid for; the same idempotency key again answers as the first did.
     */
    const pay = (id: number, userId: number, typed: string | null, idempotencyKey: string) =>
      Effect.gen(function* () {
        const fee = yield* reserve(id, userId, typed, idempotencyKey)
        // the reservation's key: the seller's, or the first payment's when this one takes it up
        const key = fee.idempotency_key
        const answer = (status: (typeof ListingFeePayment.Type)["status"], authenticationUrl: string | null = null) =>
          Effect.map(submissions.find(id, userId), (submission) => ({
            status,
            promo_code: fee.promo_code,
            fee: fee.fee,
            amount: fee.amount,
            authentication: authenticationUrl === null ? null : { url: authenticationUrl },
            submission: Option.getOrThrow(submission)
          }))
        if (fee.status === "paid") return yield* answer("paid")
        const row = Option.getOrThrow(yield* submissions.row(id, userId))
        const payment = yield* payments
          .charge({
            userId,
            amount: fee.amount,
            description: `Redline listing fee: ${titleOf(row)}`,
            idempotencyKey: fee.charge_key!,
            returnPath: `/submissions/${id}`
          })
          .pipe(
            Effect.tapErrorTag("NoCardOnFile", () => transaction(fees.declined(id, key))),
            Effect.tapErrorTag("ChargeDeclined", () => transaction(fees.declined(id, key)))
          )
        if (payment.status === "requires_action" && payment.authenticationUrl !== null) {
          return yield* answer("requires_action", payment.authenticationUrl)
        }
        if (payment.status !== "succeeded") return yield* answer("processing")
        yield* transaction(fees.paid(id, key))
        return yield* answer("paid")
      })

    return { quote, pay } as const
  })
}) {}
