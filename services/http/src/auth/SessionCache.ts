import { Bus, busCodec, SESSION_CHANGES } from "@redline/infra"
import { Clock, Effect, Option, Schema } from "effect"
import type { OpenSession } from "./SessionsRepo.ts"

/** How long a session read from the database answers without reading it again. */
const KEPT_MILLIS = 30_000

/**
 * How long after a change to a user's sessions their look-ups are not kept: a look-up that began
 * before the change (or a change still inside its transaction when it was announced) may have read
 * what was true before it.
 */
const SETTLING_MILLIS = 5_000

/** Sessions kept at most; past it the oldest go first. */
const MOST_KEPT = 100_000

const SessionChange = Schema.Struct({ user_id: Schema.Int })
const SessionChangeCodec = busCodec(SessionChange)

interface Kept {
  readonly session: OpenSession
  readonly readAt: number
}

/**
 * Signed-in requests find their session here instead of in the database, every process keeping
 * what it read for a short while. Whatever changes what a session answers (it ends, its account
 * changes, it is bound to a handshake) calls `changed` with the user: every process forgets that
 * user's sessions at once, through the bus, and reads them again.
 */
export class SessionCache extends Effect.Service<SessionCache>()("@redline/http/SessionCache", {
  scoped: Effect.gen(function* () {
    const bus = yield* Bus
    const kept = new Map<string, Kept>()
    const keysOf = new Map<number, Set<string>>()
    const changedAt = new Map<number, number>()

    const forget = (userId: number, at: number) => {
      for (const key of keysOf.get(userId) ?? []) kept.delete(key)
      keysOf.delete(userId)
      if (changedAt.size >= MOST_KEPT) {
        for (const [user, when] of changedAt) if (when + SETTLING_MILLIS <= at) changedAt.delete(user)
      }
      changedAt.set(userId, at)
    }
    const evictOldest = () => {
      const oldest = kept.entries().next().value
      if (oldest === undefined) return
      const [key, { session }] = oldest
      kept.delete(key)
      keysOf.get(session.userId)?.delete(key)
    }
    const keep = (key: string, session: OpenSession, at: number) => {
      const settled = (changedAt.get(session.userId) ?? -Infinity) + SETTLING_MILLIS <= at
      if (!settled) return
      changedAt.delete(session.userId)
      kept.delete(key)
      if (kept.size >= MOST_KEPT) evictOldest()
      kept.set(key, { session, readAt: at })
      const keys = keysOf.get(session.userId) ?? new Set<string>()
      keys.add(key)
      keysOf.set(session.userId, keys)
    }

    yield* bus.subscribe(SESSION_CHANGES, (message) =>
      Effect.flatMap(Clock.currentTimeMillis, (at) =>
        Effect.sync(() => Option.map(SessionChangeCodec.decode(message.data), ({ user_id }) => forget(user_id, at)))
      )
    )

    const keptAt = (keyHash: string, at: number): OpenSession | undefined => {
      const found = kept.get(keyHash)
      return found !== undefined && at - found.readAt < KEPT_MILLIS ? found.session : undefined
    }

    return {
      /** The session of an access key's hash if it is kept and fresh at `at`, without reading. */
      kept: keptAt,
      /** The session of an access key's hash, read with `read` unless kept and fresh. */
      session: (keyHash: string, read: Effect.Effect<Option.Option<OpenSession>>): Effect.Effect<Option.Option<OpenSession>> =>
        Effect.gen(function* () {
          const at = yield* Clock.currentTimeMillis
          const found = keptAt(keyHash, at)
          if (found !== undefined) return Option.some(found)
          const fresh = yield* read
          if (Option.isSome(fresh)) keep(keyHash, fresh.value, at)
          return fresh
        }),
      /** Every process forgets the user's sessions, before this one answers. */
      changed: (userId: number): Effect.Effect<void> =>
        Effect.flatMap(Clock.currentTimeMillis, (at) =>
          Effect.zipRight(
            Effect.sync(() => forget(userId, at)),
            bus.publishPassedOn(SESSION_CHANGES, SessionChangeCodec.encode({ user_id: userId }))
          )
        )
    }
  })
}) {}
