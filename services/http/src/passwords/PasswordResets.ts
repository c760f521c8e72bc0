import { SqlClient } from "@effect/sql"
import { Outbox } from "@redline/infra"
import { Effect, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { resetLink, resetMail } from "../accounts/AccountMail.ts"
import { keyHash, newKey } from "../auth/AccessKeys.ts"
import { transactionOf } from "../Transaction.ts"

const RESET_LIFETIME_MS = 3_600_000

/**
 * Password reset by e-mail. The mailed token proves the address; it is traded for a reset key
 * that sets the password once. Tokens and keys are stored as hashes.
 */
export class PasswordResets extends Effect.Service<PasswordResets>()("@redline/http/PasswordResets", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const outbox = yield* Outbox
    const config = yield* AccountsConfig

    const send = (account: { readonly id: number; readonly username: string; readonly email: string }, now: Date) =>
      transaction(
        Effect.gen(function* () {
          const token = newKey()
          yield* sql`DELETE FROM password_resets WHERE user_id = ${account.id} AND expires_at < ${now}`
          yield* sql`INSERT INTO password_resets ${sql.insert({
            token_hash: keyHash(token),
            user_id: account.id,
            created_at: now,
            expires_at: new Date(now.getTime() + RESET_LIFETIME_MS)
          })}`
          yield* outbox.enqueue(resetMail(config.publicUrl, account, resetLink(config.publicUrl, token)))
        })
      )

    /** A new reset key for a live token, retiring the key it gave before; none for a dead token. */
    const keyFor = (token: string, now: Date) =>
      Effect.gen(function* () {
        const key = newKey()
        const rows = yield* sql`
          UPDATE password_resets SET reset_key_hash = ${keyHash(key)}
           WHERE token_hash = ${keyHash(token)} AND used_at IS NULL AND expires_at > ${now}
          RETURNING user_id`
        return rows.length > 0 ? Option.some(key) : Option.none()
      }).pipe(Effect.orDie)

    /** The account a live reset key resets. */
    const accountOf = (key: string, now: Date) =>
      sql<{ id: number; username: string; email: string }>`
        SELECT u.id, u.username, u.email FROM password_resets r JOIN users u ON u.id = r.user_id
         WHERE r.reset_key_hash = ${keyHash(key)} AND r.used_at IS NULL AND r.expires_at > ${now}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    /**
     * Sets the new password and spends every open reset of the account. Following the mailed link
     * proved the address, so it counts as confirmed, and a lock on the account is lifted.
     */
    const complete = (userId: number, passwordHash: string, now: Date) =>
      transaction(
        Effect.gen(function* () {
          yield* sql`UPDATE users SET password_hash = ${passwordHash}, verified = true, locked_until = NULL WHERE id = ${userId}`
          yield* sql`UPDATE password_resets SET used_at = ${now} WHERE user_id = ${userId} AND used_at IS NULL`
        })
      )

    return { send, keyFor, accountOf, complete } as const
  })
}) {}
