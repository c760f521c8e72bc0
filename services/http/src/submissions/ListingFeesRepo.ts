import { SqlClient, type Statement } from "@effect/sql"
import { type PromoCode, SubmissionStatus } from "@redline/domain"
import { Effect, Option } from "effect"

/** A submission's listing fee as kept (`submission_payments`): pending while its charge is under way, then paid. */
export interface ListingFeeRow {
  readonly submission_id: number
  readonly idempotency_key: string
  readonly promo_code: string | null
  readonly fee: number
  readonly amount: number
  readonly charge_key: string | null
  readonly payment_key: string | null
  readonly status: "pending" | "paid"
  readonly created_at: Date
}

/** What paying reserves: the fee, the code and the amount, the seller's key and the charge's (none for $0). */
export type ListingFeeReservation = Omit<ListingFeeRow, "status" | "created_at">

/**
 * Promo codes and submissions' listing fees. A code's use is counted when a payment is reserved
 * with it, by a conditional update that can't pass `max_uses` however many pay at once, and given
 * back when the charge is declined; a fee is paid once, which makes its submission Paid (5).
 */
export class ListingFeesRepo extends Effect.Service<ListingFeesRepo>()("@redline/http/ListingFeesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Gives back the code's use of a pending fee the predicate picks, and forgets the fee. */
    const release = (where: Statement.Statement<object>) =>
      Effect.gen(function* () {
        const [released] = yield* sql<{ promo_code: string | null }>`
          DELETE FROM submission_payments WHERE status = 'pending' AND ${where} RETURNING promo_code`
        if (released?.promo_code != null) {
          yield* sql`UPDATE promo_codes SET uses = uses - 1 WHERE code = ${released.promo_code} AND uses > 0`
        }
      }).pipe(Effect.orDie)

    /** Marks the pending fee the predicate picks paid, and its submission Paid if it is still accepted. */
    const markPaid = (where: Statement.Statement<object>) =>
      Effect.gen(function* () {
        const paid = yield* sql<{ submission_id: number }>`
          UPDATE submission_payments SET status = 'paid', paid_at = now()
           WHERE status = 'pending' AND ${where} RETURNING submission_id`
        for (const { submission_id } of paid) {
          yield* sql`
            UPDATE submissions SET status = ${SubmissionStatus.paid}, updated_at = now()
             WHERE id = ${submission_id} AND status = ${SubmissionStatus.accepted}`
        }
      }).pipe(Effect.orDie)

    return {
      /** The code (lower-case) as kept, with how often it was used. */
      promoCode: (code: string) =>
        sql<{
          percent_off: number | null
          amount_off: number | null
          starts_at: Date | null
          ends_at: Date | null
          max_uses: number | null
          uses: number
        }>`SELECT percent_off, amount_off, starts_at, ends_at, max_uses, uses FROM promo_codes WHERE code = ${code}`.pipe(
          Effect.orDie,
          Effect.map((rows) =>
            Option.map(Option.fromNullable(rows[0]), (row): PromoCode => ({
              discount:
                row.percent_off !== null
                  ? { percentOff: row.percent_off, amountOff: null }
                  : { percentOff: null, amountOff: row.amount_off! },
              startsAt: row.starts_at === null ? null : new Date(row.starts_at),
              endsAt: row.ends_at === null ? null : new Date(row.ends_at),
              maxUses: row.max_uses,
              uses: row.uses
            }))
          )
        ),

      /** Counts a use of the code unless that would pass its maximum: whether it was counted. */
      takePromoUse: (code: string) =>
        sql`UPDATE promo_codes SET uses = uses + 1 WHERE code = ${code} AND (max_uses IS NULL OR uses < max_uses) RETURNING code`.pipe(
          Effect.orDie,
          Effect.map((rows) => rows.length > 0)
        ),

      /** The submission's listing fee, paid or under way. */
      feeOf: (submissionId: number) =>
        sql<ListingFeeRow>`
          SELECT submission_id, idempotency_key, promo_code, fee, amount, charge_key, payment_key, status, created_at
            FROM submission_payments WHERE submission_id = ${submissionId}`.pipe(
          Effect.orDie,
          Effect.map((rows) => Option.fromNullable(rows[0]))
        ),

      reserve: (fee: ListingFeeReservation) =>
        sql`INSERT INTO submission_payments ${sql.insert({ ...fee, status: "pending" })}`.pipe(Effect.asVoid, Effect.orDie),

      /** The seller's payment with this key is paid: the submission is Paid (5). */
      paid: (submissionId: number, idempotencyKey: string) =>
        markPaid(sql`submission_id = ${submissionId} AND idempotency_key = ${idempotencyKey}`),

      /** The seller's payment with this key was declined: its code's use is given back, and the seller may pay again. */
      declined: (submissionId: number, idempotencyKey: string) =>
        release(sql`submission_id = ${submissionId} AND idempotency_key = ${idempotencyKey}`),

      /** Stripe settled a charge later (its webhook): the listing fee it was for is paid, or free to pay again. */
      settled: (paymentKey: string, succeeded: boolean) =>
        succeeded ? markPaid(sql`payment_key = ${paymentKey}`) : release(sql`payment_key = ${paymentKey}`)
    } as const
  })
}) {}
