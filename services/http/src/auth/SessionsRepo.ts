import { SqlClient, type SqlError } from "@effect/sql"
import type { Session, SignedInUser } from "@redline/api"
import { Context, Effect, Layer, Option } from "effect"
import { keyHash, newKey } from "./AccessKeys.ts"

const ACCESS_LIFETIME_MS = 24 * 3_600_000
const REFRESH_LIFETIME_MS = 30 * 24 * 3_600_000

export interface Account {
  readonly id: number
  readonly username: string
  readonly passwordHash: string | null
  readonly verified: boolean
  readonly banned: boolean
}

interface UserRow {
  id: number
  username: string
  is_admin: boolean
  card_on_file: boolean
  bidding_agreement: boolean
  suspended: boolean
  verified: boolean
}

const signedIn = (row: UserRow): SignedInUser => ({
  id: row.id,
  username: row.username,
  isAdmin: row.is_admin,
  cardOnFile: row.card_on_file,
  biddingAgreement: row.bidding_agreement,
  suspended: row.suspended
})

export class SessionsRepo extends Context.Tag("@redline/http/SessionsRepo")<SessionsRepo, {
  readonly accountByEmail: (email: string) => Effect.Effect<Option.Option<Account>, SqlError.SqlError>
  readonly open: (userId: number, now: Date) => Effect.Effect<Session, SqlError.SqlError>
  readonly userByAccessKey: (accessKey: string, now: Date) => Effect.Effect<Option.Option<SignedInUser>, SqlError.SqlError>
}>() {
  static readonly layer = Layer.effect(
    SessionsRepo,
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      return SessionsRepo.of({
        accountByEmail: (email) =>
          sql<{ id: number; username: string; password_hash: string | null; verified: boolean; banned: boolean }>`
            SELECT id, username, password_hash, verified, banned FROM users WHERE lower(email) = ${email.trim().toLowerCase()}`.pipe(
            Effect.map((rows) =>
              Option.map(Option.fromNullable(rows[0]), (row) => ({
                id: row.id,
                username: row.username,
                passwordHash: row.password_hash,
                verified: row.verified,
                banned: row.banned
              }))
            )
          ),
        open: (userId, now) =>
          Effect.gen(function* () {
            const accessKey = newKey()
            const refreshKey = newKey()
            const expiresAt = new Date(now.getTime() + ACCESS_LIFETIME_MS)
            yield* sql`INSERT INTO sessions ${sql.insert({
              user_id: userId,
              access_key_hash: keyHash(accessKey),
              refresh_key_hash: keyHash(refreshKey),
              access_expires_at: expiresAt,
              refresh_expires_at: new Date(now.getTime() + REFRESH_LIFETIME_MS)
            })}`
            const [user] = yield* sql<UserRow & { is_admin: boolean }>`
              SELECT id, username, is_admin, card_on_file, bidding_agreement, suspended, verified FROM users WHERE id = ${userId}`
            return {
              user: { user_id: user!.id, username: user!.username },
              access_key: accessKey,
              refresh_key: refreshKey,
              expires_at: expiresAt.toISOString(),
              email_verified: user!.verified,
              details: { card_on_file: user!.card_on_file, bidding_agreement: user!.bidding_agreement, play_bid_sound: true },
              abilities: user!.is_admin ? ["admin"] : []
            }
          }),
        userByAccessKey: (accessKey, now) =>
          sql<UserRow>`
            SELECT u.id, u.username, u.is_admin, u.card_on_file, u.bidding_agreement, u.suspended, u.verified
              FROM sessions s JOIN users u ON u.id = s.user_id
             WHERE s.access_key_hash = ${keyHash(accessKey)} AND s.revoked_at IS NULL
               AND s.access_expires_at > ${now} AND NOT u.banned`.pipe(
            Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), signedIn))
          )
      })
    })
  )
}
