import { SqlClient } from "@effect/sql"
import { MAX_VERIFICATION_ATTEMPTS } from "@redline/domain"
import { Effect, Option } from "effect"

/** A user's row of `sms_enrollments`. */
export interface EnrollmentRow {
  readonly phone_number: string
  readonly new_phone_number: string | null
  readonly validated_at: Date | null
  readonly validation_expires_at: Date | null
  readonly code_hash: string | null
  readonly verification_attempts: number
  readonly is_opted_in: boolean
}

/** A code sent for a number: the enrolled one before it is verified, or the one replacing a verified one. */
export interface CodeSent {
  readonly phone: string
  /** `phone_number` for a number not verified yet (it becomes the enrolled one); `new_phone_number` beside a verified one. */
  readonly replaces: "phone_number" | "new_phone_number"
  readonly codeHash: string
  readonly sentAt: Date
  readonly expiresAt: Date
}

/** The code a guess was checked against, and the number it was sent to. */
export interface CodeChecked {
  readonly phone: string
  readonly codeHash: string
}

const COLUMNS = "phone_number, new_phone_number, validated_at, validation_expires_at, code_hash, verification_attempts, is_opted_in"

/** SMS enrollments and the numbers that replied STOP. */
export class SmsEnrollmentsRepo extends Effect.Service<SmsEnrollmentsRepo>()("@redline/http/SmsEnrollmentsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const find = (userId: number): Effect.Effect<Option.Option<EnrollmentRow>> =>
      sql<EnrollmentRow>`SELECT ${sql.unsafe(COLUMNS)} FROM sms_enrollments WHERE user_id = ${userId}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /** Keeps the code just sent, its attempts back at none; a first number makes the enrollment. */
    const codeSent = (userId: number, code: CodeSent): Effect.Effect<void> =>
      (code.replaces === "phone_number"
        ? sql`
            INSERT INTO sms_enrollments ${sql.insert({
              user_id: userId,
              phone_number: code.phone,
              new_phone_number: null,
              validated_at: null,
              validation_expires_at: code.expiresAt,
              code_hash: code.codeHash,
              code_sent_at: code.sentAt,
              verification_attempts: 0,
              is_opted_in: true
            })}
            ON CONFLICT (user_id) DO UPDATE SET phone_number = EXCLUDED.phone_number, new_phone_number = NULL, validated_at = NULL,
              validation_expires_at = EXCLUDED.validation_expires_at, code_hash = EXCLUDED.code_hash, code_sent_at = EXCLUDED.code_sent_at,
              verification_attempts = 0, is_opted_in = true`
        : sql`
            UPDATE sms_enrollments SET new_phone_number = ${code.phone}, validation_expires_at = ${code.expiresAt},
                   code_hash = ${code.codeHash}, code_sent_at = ${code.sentAt}, verification_attempts = 0
             WHERE user_id = ${userId}`
      ).pipe(Effect.asVoid, Effect.orDie)

    /**
     * Spends one of the code's attempts, if it has one left and has not expired: answers the code's
     * hash to compare with and the attempts spent, or none when no attempt was left to spend. One
     * statement, so guesses sent at once can't spend more attempts than the code has.
     */
    const spendAttempt = (userId: number, now: Date): Effect.Effect<Option.Option<{ codeHash: string; attempts: number }>> =>
      sql<{ code_hash: string; verification_attempts: number }>`
        UPDATE sms_enrollments SET verification_attempts = verification_attempts + 1
         WHERE user_id = ${userId} AND code_hash IS NOT NULL AND verification_attempts < ${MAX_VERIFICATION_ATTEMPTS}
           AND validation_expires_at > ${now}
        RETURNING code_hash, verification_attempts`.pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullable(rows[0]), (row) => ({ codeHash: row.code_hash, attempts: row.verification_attempts }))
        ),
        Effect.orDie
      )

    /**
     * The number awaiting its code is verified: it becomes the enrolled number (replacing the old
     * one), opted in unless it replied STOP before. Only while the code checked is still the one
     * pending for that number: a code sent meanwhile, for it or another number, leaves the
     * enrollment as it is and answers none. Answers the enrolled number.
     */
    const verified = (userId: number, checked: CodeChecked, now: Date): Effect.Effect<Option.Option<string>> =>
      sql<{ phone_number: string }>`
        UPDATE sms_enrollments e SET phone_number = COALESCE(e.new_phone_number, e.phone_number), new_phone_number = NULL,
               validated_at = ${now}, validation_expires_at = NULL, code_hash = NULL, verification_attempts = 0,
               is_opted_in = NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone_number = COALESCE(e.new_phone_number, e.phone_number))
         WHERE e.user_id = ${userId} AND e.code_hash = ${checked.codeHash}
           AND COALESCE(e.new_phone_number, e.phone_number) = ${checked.phone}
        RETURNING e.phone_number`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.phone_number)),
        Effect.orDie
      )

    const remove = (userId: number): Effect.Effect<void> =>
      sql`DELETE FROM sms_enrollments WHERE user_id = ${userId}`.pipe(Effect.asVoid, Effect.orDie)

    const isOptedOut = (phone: string): Effect.Effect<boolean> =>
      sql`SELECT 1 FROM sms_opt_outs WHERE phone_number = ${phone}`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** The number replied STOP: nothing more is texted to it, and enrollments of it show it. */
    const optOut = (phone: string, now: Date): Effect.Effect<void> =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`
            INSERT INTO sms_opt_outs ${sql.insert({ phone_number: phone, opted_out_at: now })}
            ON CONFLICT (phone_number) DO NOTHING`
            yield* sql`UPDATE sms_enrollments SET is_opted_in = false WHERE phone_number = ${phone}`
          })
        )
        .pipe(Effect.orDie)

    /** The number texted START: texts to it resume. */
    const optIn = (phone: string): Effect.Effect<void> =>
      sql
        .withTransaction(
          Effect.gen(function* () {
            yield* sql`DELETE FROM sms_opt_outs WHERE phone_number = ${phone}`
            yield* sql`UPDATE sms_enrollments SET is_opted_in = true WHERE phone_number = ${phone}`
          })
        )
        .pipe(Effect.orDie)

    return { find, codeSent, spendAttempt, verified, remove, isOptedOut, optOut, optIn } as const
  })
}) {}
