import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Database, runMigrations } from "@redline/infra"
import { freshDatabaseUrl } from "@redline/infra/testing"
import { Effect, Layer, Option, TestClock } from "effect"
import { expect } from "vitest"
import { RateLimits } from "../src/RateLimits.ts"
import { eventually } from "./harness/Eventually.ts"

/** Two API processes over one database: each its own connections and its own `RateLimits`. */
const twoInstances = Effect.gen(function* () {
  const { url, embedded } = yield* freshDatabaseUrl
  const instance = () => Layer.build(Layer.provideMerge(RateLimits.Default, Database.at(url, { embedded })))
  const first = yield* instance()
  yield* runMigrations.pipe(Effect.provide(first), Effect.orDie)
  const second = yield* instance()
  return { first: Effect.provide(first), second: Effect.provide(second) }
})

const take = (key: string) => Effect.flatMap(RateLimits, (limits) => limits.take(key, 3, "1 hour"))

it.scoped("two instances over one database share one budget", () =>
  Effect.gen(function* () {
    const { first, second } = yield* twoInstances
    expect(yield* first(take("sign-up:203.0.113.7"))).toBe(true)
    expect(yield* second(take("sign-up:203.0.113.7"))).toBe(true)
    expect(yield* first(take("sign-up:203.0.113.7"))).toBe(true)
    expect(yield* second(take("sign-up:203.0.113.7"))).toBe(false)
    expect(yield* first(take("sign-up:203.0.113.7"))).toBe(false)
    // another key has a budget of its own
    expect(yield* second(take("sign-up:203.0.113.8"))).toBe(true)
  })
)

it.scoped("refuses past the limit with rate_limited until the window ends, then starts afresh", () =>
  Effect.gen(function* () {
    const { first } = yield* twoInstances
    const enforce = first(Effect.flatMap(RateLimits, (limits) => limits.enforce("follow:7", 2, "10 minutes")))
    yield* enforce
    yield* enforce
    expect((yield* Effect.flip(enforce))._tag).toBe("RateLimited")
    yield* TestClock.adjust("10 minutes")
    yield* enforce
  })
)

it.scoped("starts a key's window with its first attempt, so a round hour of the clock doesn't give it a fresh budget", () =>
  Effect.gen(function* () {
    const { first } = yield* twoInstances
    const enforce = first(Effect.flatMap(RateLimits, (limits) => limits.enforce("follow:8", 2, "10 minutes")))
    yield* TestClock.adjust("9 minutes")
    yield* enforce
    yield* enforce
    yield* TestClock.adjust("2 minutes")
    expect((yield* Effect.flip(enforce))._tag).toBe("RateLimited")
    yield* TestClock.adjust("8 minutes")
    yield* enforce
  })
)

it.scoped("tells a key's tally without counting, forgets a key and sweeps expired windows", () =>
  Effect.gen(function* () {
    const { first } = yield* twoInstances
    const tally = first(Effect.flatMap(RateLimits, (limits) => limits.tally("sign-in:198.51.100.4")))
    expect(Option.isNone(yield* tally)).toBe(true)
    yield* first(Effect.flatMap(RateLimits, (limits) => limits.count("sign-in:198.51.100.4", "1 hour")))
    yield* first(Effect.flatMap(RateLimits, (limits) => limits.count("sign-in:198.51.100.4", "1 hour")))
    expect(Option.map(yield* tally, (counted) => counted.count)).toEqual(Option.some(2))
    expect(Option.map(yield* tally, (counted) => counted.count)).toEqual(Option.some(2))
    yield* first(Effect.flatMap(RateLimits, (limits) => limits.forget("sign-in:198.51.100.4")))
    expect(Option.isNone(yield* tally)).toBe(true)

    yield* first(take("question:9"))
    const rows = first(Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ key: string }>`SELECT key FROM rate_limits`))
    expect((yield* rows).map((row) => row.key)).toEqual(["question:9"])
    yield* TestClock.adjust("61 minutes")
    expect(yield* eventually(rows, (left) => left.length === 0)).toEqual([])
  })
)
