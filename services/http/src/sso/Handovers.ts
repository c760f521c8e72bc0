import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { keyHash, newKey } from "../auth/AccessKeys.ts"

// Long enough for the app to open the link, too short to be worth stealing.
const HANDOVER_LIFETIME_MS = 2 * 60_000

/**
 * Hands a session from one client to another, for the mobile app: the signed-in side asks for a
 * one-time token, the other side (the app's web view at /auth/m) trades it for a session of its own.
 */
export class Handovers extends Effect.Service<Handovers>()("@redline/http/Handovers", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const issue = (userId: number, now: Date) =>
      Effect.gen(function* () {
        const token = newKey()
        const expiresAt = new Date(now.getTime() + HANDOVER_LIFETIME_MS)
        yield* sql`DELETE FROM handover_tokens WHERE expires_at < ${now}`
        yield* sql`INSERT INTO handover_tokens ${sql.insert({ token_hash: keyHash(token), user_id: userId, expires_at: expiresAt })}`
        return { token, expiresAt }
      }).pipe(Effect.orDie)

    /** The user a live token was issued for; the token is spent. */
    const take = (token: string, now: Date) =>
      sql<{ user_id: number }>`
        UPDATE handover_tokens SET used_at = ${now}
         WHERE token_hash = ${keyHash(token)} AND used_at IS NULL AND expires_at > ${now}
        RETURNING user_id`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.user_id)),
        Effect.orDie
      )

    return { issue, take } as const
  })
}) {}
