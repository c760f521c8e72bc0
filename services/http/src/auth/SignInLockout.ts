import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { transactionOf } from "../Transaction.ts"

/** Five wrong passwords within fifteen minutes lock the account for fifteen minutes. */
export const LOCKOUT = { failures: 5, windowMillis: 15 * 60_000, lockMillis: 15 * 60_000 } as const

/**
 * Guessing is slowed per account, whichever addresses the guesses come from (the rate limiter
 * slows each address). Failures are rows in Postgres so every API process sees the same count;
 * the lock they set is the account's `locked_until`, which the domain's `isLocked` reads.
 */
export class SignInLockout extends Effect.Service<SignInLockout>()("@redline/http/SignInLockout", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)

    /** Counts a wrong password; true when this one locked the account. */
    const recordFailure = (userId: number, now: Date) =>
      transaction(
        Effect.gen(function* () {
          const windowStart = new Date(now.getTime() - LOCKOUT.windowMillis)
          // One count at a time per account, so simultaneous guesses can't slip past the limit.
          yield* sql`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`
          yield* sql`DELETE FROM sign_in_failures WHERE user_id = ${userId} AND failed_at <= ${windowStart}`
          yield* sql`INSERT INTO sign_in_failures ${sql.insert({ user_id: userId, failed_at: now })}`
          const [recent] = yield* sql<{ count: number }>`
            SELECT count(*)::int AS count FROM sign_in_failures WHERE user_id = ${userId}`
          if ((recent?.count ?? 0) < LOCKOUT.failures) return false
          yield* sql`UPDATE users SET locked_until = ${new Date(now.getTime() + LOCKOUT.lockMillis)} WHERE id = ${userId}`
          yield* sql`DELETE FROM sign_in_failures WHERE user_id = ${userId}`
          return true
        })
      )

    const clear = (userId: number) => Effect.asVoid(sql`DELETE FROM sign_in_failures WHERE user_id = ${userId}`).pipe(Effect.orDie)

    return { recordFailure, clear } as const
  })
}) {}
