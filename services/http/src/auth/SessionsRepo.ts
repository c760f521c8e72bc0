import { SqlClient, type SqlError, type Statement } from "@effect/sql"
import type { Session, SignedInUser } from "@redline/api"
import { sessionAbilities } from "@redline/domain"
import { Effect, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { keyHash, newKey } from "./AccessKeys.ts"
import { SessionCache } from "./SessionCache.ts"

const REFRESH_LIFETIME_MS = 30 * 24 * 3_600_000
/** How long a refresh key still works once traded: long enough for a browser that lost the answer (a page left mid-refresh) to ask again. */
const REFRESH_REUSE_SECONDS = 30

export interface Account {
  readonly id: number
  readonly username: string
  readonly email: string
  readonly passwordHash: string | null
  readonly verified: boolean
  readonly banned: boolean
  readonly lockedUntil: Date | null
}

/** A session found by one of its keys. */
export interface OpenSession {
  readonly id: number
  readonly userId: number
  readonly user: SignedInUser
  readonly accessExpiresAt: Date
  /** The hash of the csrf token of a browser session's handshake, whose changes must be signed; null for other clients. */
  readonly handshakeHash: string | null
}

interface UserRow {
  id: number
  username: string
  is_admin: boolean
  card_on_file: boolean
  bidding_agreement: boolean
  suspended: boolean
  verified: boolean
  abilities: ReadonlyArray<string>
}

interface AccountRow {
  id: number
  username: string
  email: string
  password_hash: string | null
  verified: boolean
  banned: boolean
  locked_until: Date | null
}

const signedIn = (row: UserRow): SignedInUser => ({
  id: row.id,
  username: row.username,
  isAdmin: row.is_admin,
  cardOnFile: row.card_on_file,
  biddingAgreement: row.bidding_agreement,
  suspended: row.suspended,
  permissions: row.abilities
})

const accountOf = (row: AccountRow): Account => ({
  id: row.id,
  username: row.username,
  email: row.email,
  passwordHash: row.password_hash,
  verified: row.verified,
  banned: row.banned,
  lockedUntil: row.locked_until
})

type SessionRow = UserRow & { session_id: number; access_expires_at: Date; handshake_hash: string | null }

const openSessionOf = (row: SessionRow): OpenSession => ({
  id: row.session_id,
  userId: row.id,
  user: signedIn(row),
  accessExpiresAt: row.access_expires_at,
  handshakeHash: row.handshake_hash
})

export class SessionsRepo extends Effect.Service<SessionsRepo>()("@redline/http/SessionsRepo", {
  dependencies: [SessionCache.Default],
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const cache = yield* SessionCache
    const accessLifetimeMs = (yield* AccountsConfig).accessKeySeconds * 1000
    const accountWhere = (condition: Statement.Fragment) =>
      sql<AccountRow>`
        SELECT id, username, email, password_hash, verified, banned, locked_until FROM users WHERE ${condition}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), accountOf)),
        Effect.orDie
      )
    const sessionWhere = (condition: Statement.Fragment, open: Statement.Fragment = sql`s.revoked_at IS NULL`) =>
      sql<SessionRow>`
        SELECT u.id, u.username, u.is_admin, u.card_on_file, u.bidding_agreement, u.suspended, u.verified, u.abilities,
               s.id AS session_id, s.access_expires_at, s.handshake_hash
          FROM sessions s JOIN users u ON u.id = s.user_id
         WHERE ${open} AND NOT u.banned AND ${condition}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), openSessionOf)),
        Effect.orDie
      )

    /** The unrevoked session of an access key, expired or not, unless the account is disabled; kept by the session cache. */
    const byAccessKey = (accessKey: string) => {
      const hash = keyHash(accessKey)
      // the statement is made only when the cache must read: most look-ups are answered from it
      return cache.session(
        hash,
        Effect.suspend(() => sessionWhere(sql`s.access_key_hash = ${hash}`))
      )
    }
    /** Runs a statement that changes sessions and answers their users' ids, then has every process forget those users' sessions. */
    const sessionsChanged = <A extends { readonly user_id: number }>(statement: Effect.Effect<ReadonlyArray<A>, SqlError.SqlError>) =>
      statement.pipe(
        Effect.orDie,
        Effect.tap((rows) => Effect.forEach(new Set(rows.map((row) => row.user_id)), cache.changed, { discard: true }))
      )

    return {
      accountByEmail: (email: string): Effect.Effect<Option.Option<Account>> =>
        accountWhere(sql`lower(email) = ${email.trim().toLowerCase()}`),
      accountById: (userId: number): Effect.Effect<Option.Option<Account>> => accountWhere(sql`id = ${userId}`),
      /** New access and refresh keys for the user; a browser's handshake (its csrf's hash) binds the session to it. */
      open: (userId: number, now: Date, handshakeHash: string | null): Effect.Effect<Session> =>
        Effect.gen(function* () {
          const accessKey = newKey()
          const refreshKey = newKey()
          const expiresAt = new Date(now.getTime() + accessLifetimeMs)
          yield* sql`INSERT INTO sessions ${sql.insert({
            user_id: userId,
            access_key_hash: keyHash(accessKey),
            refresh_key_hash: keyHash(refreshKey),
            access_expires_at: expiresAt,
            refresh_expires_at: new Date(now.getTime() + REFRESH_LIFETIME_MS),
            handshake_hash: handshakeHash
          })}`
          const [user] = yield* sql<UserRow & { play_bid_sound: boolean }>`
            SELECT id, username, is_admin, card_on_file, bidding_agreement, suspended, verified, play_bid_sound, abilities
              FROM users WHERE id = ${userId}`
          return {
            user: { user_id: user!.id, username: user!.username },
            access_key: accessKey,
            refresh_key: refreshKey,
            expires_at: expiresAt.toISOString(),
            email_verified: user!.verified,
            details: { card_on_file: user!.card_on_file, bidding_agreement: user!.bidding_agreement, play_bid_sound: user!.play_bid_sound },
            abilities: sessionAbilities(user!.is_admin, user!.abilities)
          }
        }).pipe(Effect.orDie),
      /** The unrevoked session of an access key, expired or not, unless the account is disabled. */
      byAccessKey: (accessKey: string): Effect.Effect<Option.Option<OpenSession>> => byAccessKey(accessKey),
      /** The session of an access key if this process keeps it (fresh at `at`), without reading: `byAccessKey` reads. */
      keptByAccessKey: (accessKey: string, at: number): OpenSession | undefined => cache.kept(keyHash(accessKey), at),
      /**
       * The unexpired session of a refresh key: unrevoked, or replaced by a refresh less than
       * `REFRESH_REUSE_SECONDS` ago, whose answer may not have reached the browser.
       */
      byRefreshKey: (refreshKey: string, now: Date): Effect.Effect<Option.Option<OpenSession>> =>
        sessionWhere(
          sql`s.refresh_key_hash = ${keyHash(refreshKey)} AND s.refresh_expires_at > ${now}`,
          sql`(s.revoked_at IS NULL OR s.replaced_at > ${new Date(now.getTime() - REFRESH_REUSE_SECONDS * 1000)})`
        ),
      userByAccessKey: (accessKey: string, now: Date): Effect.Effect<Option.Option<SignedInUser>> =>
        byAccessKey(accessKey).pipe(
          Effect.map(Option.filterMap((session) => (session.accessExpiresAt > now ? Option.some(session.user) : Option.none())))
        ),
      bindHandshake: (sessionId: number, handshakeHash: string): Effect.Effect<void> =>
        sessionsChanged(
          sql<{ user_id: number }>`UPDATE sessions SET handshake_hash = ${handshakeHash} WHERE id = ${sessionId} RETURNING user_id`
        ).pipe(Effect.asVoid),
      /** A refresh ends the session's access key at once; its refresh key is good for `REFRESH_REUSE_SECONDS` more. */
      replace: (sessionId: number, now: Date): Effect.Effect<void> =>
        sessionsChanged(
          sql<{ user_id: number }>`
            UPDATE sessions SET revoked_at = ${now}, replaced_at = ${now} WHERE id = ${sessionId} AND revoked_at IS NULL RETURNING user_id`
        ).pipe(Effect.asVoid),
      /** Signing out ends the session, and the refresh keys of the user's sessions a refresh just replaced. */
      revoke: (sessionId: number, now: Date): Effect.Effect<void> =>
        sessionsChanged(
          sql<{ user_id: number }>`
            UPDATE sessions SET revoked_at = coalesce(revoked_at, ${now}), replaced_at = NULL
             WHERE id = ${sessionId}
                OR (user_id = (SELECT user_id FROM sessions WHERE id = ${sessionId}) AND replaced_at IS NOT NULL)
            RETURNING user_id`
        ).pipe(Effect.asVoid),
      /** Signs the user out everywhere, but for the session given (a password change keeps its own). */
      revokeAllOf: (userId: number, now: Date, except: number | null): Effect.Effect<void> =>
        Effect.zipRight(
          Effect.asVoid(
            sql`
            UPDATE sessions SET revoked_at = ${now}
             WHERE user_id = ${userId} AND revoked_at IS NULL AND id <> ${except ?? -1}`
          ).pipe(Effect.orDie),
          cache.changed(userId)
        )
    }
  })
}) {}
