import { HttpApp, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { RateLimited } from "@redline/api"
import { Clock, Duration, Effect, Option, Schedule } from "effect"

/** What a key has spent in its current window. */
export interface Tally {
  /** Attempts counted in the window, the one just counted included. */
  readonly count: number
  /** The latest attempt counted. */
  readonly lastAt: Date
  /** When the window ends and the key starts again from nothing. */
  readonly resetsAt: Date
}

interface Window {
  readonly start: Date
  readonly end: Date
}

/** Fixed windows aligned on the epoch, so every process puts an attempt in the same window. */
const windowAt = (now: number, window: Duration.DurationInput): Window => {
  const millis = Math.max(1, Duration.toMillis(window))
  const start = Math.floor(now / millis) * millis
  return { start: new Date(start), end: new Date(start + millis) }
}

/** Sets `Retry-After` on the answer to the request being handled, whatever it turns out to be. */
export const retryAfter = (until: Date) =>
  Effect.flatMap(Clock.currentTimeMillis, (now) => {
    const seconds = String(Math.max(1, Math.ceil((until.getTime() - now) / 1000)))
    return HttpApp.appendPreResponseHandler((_, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", seconds)))
  })

/**
 * The rate limits of every process of a deployment, kept in Postgres (`rate_limits`): a key
 * (what is limited and for whom, e.g. `sign-up:<address>`) counts its attempts in fixed windows,
 * each counted by one atomic upsert, so N processes allow what one does. Expired windows are
 * swept every minute.
 *
 * `take(key, limit, window)` counts an attempt and answers whether it is within the limit;
 * `enforce` does the same and refuses with `rate_limited` (429, `Retry-After` set) past it.
 */
export class RateLimits extends Effect.Service<RateLimits>()("@redline/http/RateLimits", {
  scoped: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Counts an attempt of `key` in the current window and answers the window's tally. */
    const count = (key: string, window: Duration.DurationInput): Effect.Effect<Tally> =>
      Effect.gen(function* () {
        const now = yield* Clock.currentTimeMillis
        const { start, end } = windowAt(now, window)
        const [row] = yield* sql<{ count: number; last_at: Date }>`
          INSERT INTO rate_limits ${sql.insert({ key, window_start: start, count: 1, last_at: new Date(now), expires_at: end })}
          ON CONFLICT (key, window_start) DO UPDATE
            SET count = rate_limits.count + 1, last_at = GREATEST(rate_limits.last_at, EXCLUDED.last_at)
          RETURNING count, last_at`
        return { count: row!.count, lastAt: row!.last_at, resetsAt: end }
      }).pipe(Effect.orDie)

    /** The tally of `key` in the current window, without counting; none when nothing was counted. */
    const tally = (key: string, window: Duration.DurationInput): Effect.Effect<Option.Option<Tally>> =>
      Effect.gen(function* () {
        const { start, end } = windowAt(yield* Clock.currentTimeMillis, window)
        const rows = yield* sql<{ count: number; last_at: Date }>`
          SELECT count, last_at FROM rate_limits WHERE key = ${key} AND window_start = ${start}`
        return Option.map(Option.fromNullable(rows[0]), (row) => ({ count: row.count, lastAt: row.last_at, resetsAt: end }))
      }).pipe(Effect.orDie)

    /** True when this attempt is within `limit` attempts per `window` (it is counted either way). */
    const take = (key: string, limit: number, window: Duration.DurationInput): Effect.Effect<boolean> =>
      Effect.map(count(key, window), (counted) => counted.count <= limit)

    /** Counts an attempt and refuses it past `limit` per `window`, with `message` or the usual words. */
    const enforce = (key: string, limit: number, window: Duration.DurationInput, message?: string): Effect.Effect<void, RateLimited> =>
      Effect.flatMap(count(key, window), (counted) =>
        counted.count <= limit
          ? Effect.void
          : Effect.zipRight(
              retryAfter(counted.resetsAt),
              Effect.fail(message === undefined ? RateLimited.default() : RateLimited.of(message))
            )
      )

    /** Forgets everything `key` spent. */
    const forget = (key: string): Effect.Effect<void> => sql`DELETE FROM rate_limits WHERE key = ${key}`.pipe(Effect.asVoid, Effect.orDie)

    const sweep = Effect.flatMap(Clock.currentTimeMillis, (now) => sql`DELETE FROM rate_limits WHERE expires_at <= ${new Date(now)}`)
    yield* sweep.pipe(
      Effect.catchAllCause((cause) => Effect.logWarning("Expired rate limits could not be swept", cause)),
      Effect.repeat(Schedule.spaced("1 minute")),
      Effect.delay("1 minute"),
      Effect.forkScoped
    )

    return { take, enforce, count, tally, forget } as const
  })
}) {}

/**
 * The client's address as the gateway determined it (`x-client-address`: the peer, or what
 * trusted proxies forwarded); the gateway drops any the client sent.
 */
export const clientAddress = (headers: Readonly<Record<string, string | undefined>>) => headers["x-client-address"] ?? "unknown"
