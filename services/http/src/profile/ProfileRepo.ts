import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** What the account settings page shows of the account itself. */
export interface AccountRow {
  readonly email: string
  readonly verified: boolean
  readonly bio: string
  readonly photo_key: string | null
  readonly has_password: boolean
  readonly daily_email: boolean
  readonly removal_requested_at: Date | null
}

/** The account as its owner sees and changes it on the settings page. */
export class ProfileRepo extends Effect.Service<ProfileRepo>()("@redline/http/ProfileRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const account = (userId: number) =>
      sql<AccountRow>`
        SELECT u.email, u.verified, u.bio, u.photo_key, u.password_hash IS NOT NULL AS has_password, u.removal_requested_at,
               EXISTS (SELECT 1 FROM daily_email_subscriptions d WHERE d.email = lower(u.email)) AS daily_email
          FROM users u WHERE u.id = ${userId}`.pipe(
        Effect.map(([row]) => row!),
        Effect.orDie
      )

    /** Sets the photo; answers the key of the one it replaced, if there was one. */
    const replacePhoto = (userId: number, key: string) =>
      sql<{ photo_key: string | null }>`
        UPDATE users u SET photo_key = ${key}
        FROM (SELECT photo_key FROM users WHERE id = ${userId} FOR UPDATE) before
        WHERE u.id = ${userId}
        RETURNING before.photo_key`.pipe(
        Effect.map(([replaced]) => replaced?.photo_key ?? null),
        Effect.orDie
      )

    const setBio = (userId: number, bio: string) =>
      sql`UPDATE users SET bio = ${bio} WHERE id = ${userId}`.pipe(Effect.asVoid, Effect.orDie)

    /** Asks staff to remove the account; asking twice keeps the first request's time, as staff handle requests oldest first. */
    const requestRemoval = (userId: number, at: Date) =>
      sql<{ removal_requested_at: Date }>`
        UPDATE users SET removal_requested_at = coalesce(removal_requested_at, ${at}) WHERE id = ${userId}
        RETURNING removal_requested_at`.pipe(
        Effect.map(([row]) => row!.removal_requested_at),
        Effect.orDie
      )

    return { account, replacePhoto, setBio, requestRemoval } as const
  })
}) {}
