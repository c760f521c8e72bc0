import { HttpApp, HttpServerResponse } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import { RateLimited } from "@redline/api"
import { Clock, Data, Duration, Effect, Option, Schedule } from "effect"

/** What a key has spent in its current window. */
export interface Tally {
  /** Attempts counted in the window, the one just counted included. */
  readonly count: number
  /** The latest attempt counted. */
  readonly lastAt: Date
  /** When the window ends and the key starts again from nothing. */
  readonly resetsAt: Date
}

/** An attempt past its limit, and when the person may try again. */
export class LimitReached extends Data.TaggedError("LimitReached")<{ readonly retryAt: Date }> {}

/** Sets `Retry-After` on the answer to the request being handled, whatever it turns out to be. */
export const retryAfter = (until: Date) =>
  Effect.flatMap(Clock.currentTimeMillis, (now) => {
    const seconds = String(Math.max(1, Math.ceil((until.getTime() - now) / 1000)))
    return HttpApp.appendPreResponseHandler((_, response) => Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", seconds)))
  })

/** The API's answer to an attempt past its limit: `rate_limited` (429) with `Retry-After`. */
export const limitRefusal = ({ retryAt }: LimitReached) => Effect.zipRight(retryAfter(retryAt), Effect.fail(RateLimited.default()))

/**
 * The rate limits of every process of a deployment, kept in Postgres (`rate_limits`): a key
 * (what is limited and for whom, e.g. `sign-up:<address>`) counts its attempts in a window that
 * begins with its first attempt (and again with the first after it ended), each counted by one
 * atomic upsert, so N processes allow what one does. Expired windows are swept every minute.
 *
 * `take(key, limit, window)` counts an attempt and answers whether it is within the limit;
 * `enforce` does the same and refuses with `rate_limited` (429, `Retry-After` set) past it.
 */
export class RateLimits extends Effect.Service<RateLimits>()("@redline/http/RateLimits", {
  scoped: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Counts an attempt of `key` in its window (a new one if it has none running) and answers the window's tally. */
    const count = (key: string, window: Duration.DurationInput): Effect.Effect<Tally> =>
      Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const end = new Date(now.getTime() + Math.max(1, Duration.toMillis(window)))
        const [row] = yield* sql<{ count: number; last_at: Date; expires_at: Date }>`
          INSERT INTO rate_limits AS r ${sql.insert({ key, window_start: now, count: 1, last_at: now, expires_at: end })}
          ON CONFLICT (key) DO UPDATE SET
            window_start = CASE WHEN r.expires_at <= EXCLUDED.last_at THEN EXCLUDED.window_start ELSE r.window_start END,
            count = CASE WHEN r.expires_at <= EXCLUDED.last_at THEN 1 ELSE r.count + 1 END,
            last_at = GREATEST(r.last_at, EXCLUDED.last_at),
            expires_at = CASE WHEN r.expires_at <= EXCLUDED.last_at THEN EXCLUDED.expires_at ELSE r.expires_at END
          RETURNING count, last_at, expires_at`
        return { count: row!.count, lastAt: row!.last_at, resetsAt: row!.expires_at }
      }).pipe(Effect.orDie)

    /** The tally of `key` in its running window, without counting; none when it has none. */
    const tally = (key: string): Effect.Effect<Option.Option<Tally>> =>
      Effect.gen(function* () {
        const now = new Date(yield* Clock.currentTimeMillis)
        const rows = yield* sql<{ count: number; last_at: Date; expires_at: Date }>`
          SELECT count, last_at, expires_at FROM rate_limits WHERE key = ${key} AND expires_at > ${now}`
        return Option.map(Option.fromNullable(rows[0]), (row) => ({ count: row.count, lastAt: row.last_at, resetsAt: row.expires_at }))
      }).pipe(Effect.orDie)

    /** True when this attempt is within `limit` attempts per `window` (it is counted either way). */
    const take = (key: string, limit: number, window: Duration.DurationInput): Effect.Effect<boolean> =>
      Effect.map(count(key, window), (counted) => counted.count <= limit)

    /**
     * Counts an attempt and fails past `limit` per `window` with when the person may try again: for a
     * service, whose handler answers it with `limitRefusal`.
     */
    const within = (key: string, limit: number, window: Duration.DurationInput): Effect.Effect<void, LimitReached> =>
      Effect.flatMap(count(key, window), (counted) =>
        counted.count <= limit ? Effect.void : Effect.fail(new LimitReached({ retryAt: counted.resetsAt }))
      )

    /**
     * Fails as `within` would when `key` has already spent `limit` attempts in its running window,
     * without counting one: for a check that comes before others that may still refuse.
     */
    const check = (key: string, limit: number): Effect.Effect<void, LimitReached> =>
      Effect.flatMap(tally(key), (spent) =>
        Option.isSome(spent) && spent.value.count >= limit ? Effect.fail(new LimitReached({ retryAt: spent.value.resetsAt })) : Effect.void
      )

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

    return { take, within, check, enforce, count, tally, forget } as const
  })
}) {}

/**
 * The client's address as the gateway determined it (`x-client-address`: the peer, or what
 * trusted proxies forwarded); the gateway drops any the client sent.
 */
export const clientAddress = (headers: Readonly<Record<string, string | undefined>>) => headers["x-client-address"] ?? "unknown"
