import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { type AccountSettings, BadRequest, CurrentUser, InvalidEmail, type Provider, RateLimited, RedlineApi } from "@redline/api"
import { bioError, dailyEmailError, normalizeEmail } from "@redline/domain"
import { ObjectStore } from "@redline/infra"
import { Clock, Effect } from "effect"
import { profilePhotoOf } from "../auctions/AuctionRows.ts"
import { clientAddress, RateLimiter } from "../RateLimiter.ts"
import { photoPrefixOf, profilePhotoFromUpload } from "./ProfilePhotoUpload.ts"

// Subscriptions per address: the footer form is open to visitors, so it must not become a mailing cannon.
const SUBSCRIBE_LIMIT = { max: 10, windowMillis: 3_600_000 }

export const ProfileHttpLive = HttpApiBuilder.group(RedlineApi, "profile", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const limiter = yield* RateLimiter

    const validEmail = (email: string) =>
      Effect.suspend(() => {
        const address = normalizeEmail(email)
        return dailyEmailError(address) === null ? Effect.succeed(address) : Effect.fail(InvalidEmail.default())
      })

    const settingsOf = (user: { readonly id: number; readonly username: string }) =>
      Effect.gen(function* () {
        const [row] = yield* sql<{
          email: string
          verified: boolean
          bio: string
          photo_key: string | null
          has_password: boolean
          daily_email: boolean
          removal_requested_at: Date | null
        }>`
          SELECT u.email, u.verified, u.bio, u.photo_key, u.password_hash IS NOT NULL AS has_password, u.removal_requested_at,
                 EXISTS (SELECT 1 FROM daily_email_subscriptions d WHERE d.email = lower(u.email)) AS daily_email
            FROM users u WHERE u.id = ${user.id}`.pipe(Effect.orDie)
        const sources = yield* sql<{ source: Provider; email: string | null }>`
          SELECT source, email FROM auth_sources WHERE user_id = ${user.id} ORDER BY created_at`.pipe(Effect.orDie)
        const settings: AccountSettings = {
          user: { user_id: user.id, username: user.username },
          email: row!.email,
          email_verified: row!.verified,
          bio: row!.bio,
          photo: profilePhotoOf(row!.photo_key),
          daily_email: row!.daily_email,
          has_password: row!.has_password,
          removal_requested_at: row!.removal_requested_at?.toISOString() ?? null,
          auth_sources: sources.map(({ source, email }) => ({ source, email }))
        }
        return settings
      })

    return handlers
      .handle("settings", () => Effect.flatMap(CurrentUser, settingsOf))
      .handle("photo", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const path = yield* profilePhotoFromUpload(user.id, payload.photo)
          const [replaced] = yield* sql<{ photo_key: string | null }>`
            UPDATE users u SET photo_key = ${path}
            FROM (SELECT photo_key FROM users WHERE id = ${user.id} FOR UPDATE) before
            WHERE u.id = ${user.id}
            RETURNING before.photo_key`.pipe(Effect.orDie)
          // the photo it replaced goes, if it was a copy made for this user
          const old = replaced?.photo_key ?? null
          if (old !== null && old.startsWith(photoPrefixOf(user.id))) {
            const store = yield* ObjectStore
            yield* store.delete(old).pipe(Effect.ignoreLogged)
          }
          return yield* settingsOf(user)
        }))
      .handle("bio", ({ payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const problem = bioError(payload.bio)
          if (problem !== null) return yield* Effect.fail(BadRequest.of(problem))
          const bio = payload.bio.trim()
          yield* sql`UPDATE users SET bio = ${bio} WHERE id = ${user.id}`.pipe(Effect.orDie)
          return { bio }
        }))
      .handle("requestRemoval", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const at = new Date(yield* Clock.currentTimeMillis)
          // Asking twice keeps the first request's time: staff handle requests oldest first.
          const [row] = yield* sql<{ removal_requested_at: Date }>`
            UPDATE users SET removal_requested_at = coalesce(removal_requested_at, ${at}) WHERE id = ${user.id}
            RETURNING removal_requested_at`.pipe(Effect.orDie)
          return { removal_requested_at: row!.removal_requested_at.toISOString() }
        }))
      .handle("subscribeDailyEmail", ({ payload, request }) =>
        Effect.gen(function* () {
          const email = yield* validEmail(payload.email)
          if (!(yield* limiter.attempt(`daily-email:${clientAddress(request.headers)}`, SUBSCRIBE_LIMIT))) {
            return yield* Effect.fail(RateLimited.default())
          }
          yield* sql`INSERT INTO daily_email_subscriptions ${sql.insert({ email })} ON CONFLICT (email) DO NOTHING`.pipe(Effect.orDie)
          return { daily_email: true as const }
        }))
      .handle("unsubscribeDailyEmail", ({ urlParams }) =>
        Effect.gen(function* () {
          const email = yield* validEmail(urlParams.email)
          yield* sql`DELETE FROM daily_email_subscriptions WHERE email = ${email}`.pipe(Effect.orDie)
          return { daily_email: false as const }
        }))
  })
)
