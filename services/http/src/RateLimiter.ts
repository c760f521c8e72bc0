import { Clock, Effect } from "effect"

/**
 * Counts attempts per key in a sliding window, in this process. Sign-in and
 * end checks are limited per client address, so one client can't starve
 * the rest.
 */
export class RateLimiter extends Effect.Service<RateLimiter>()("@redline/http/RateLimiter", {
  sync: () => {
    const attempts = new Map<string, Array<number>>()
    let sweptAt = 0

    /** True when the attempt is allowed (and counted). */
    const attempt = (key: string, limit: { readonly max: number; readonly windowMillis: number }): Effect.Effect<boolean> =>
      Effect.map(Clock.currentTimeMillis, (now) => {
        // Drop idle keys now and then so the map doesn't grow with every client ever seen.
        if (now - sweptAt > 60_000) {
          sweptAt = now
          for (const [k, times] of attempts) if (times.every((time) => now - time > 3_600_000)) attempts.delete(k)
        }
        const recent = (attempts.get(key) ?? []).filter((time) => now - time < limit.windowMillis)
        const allowed = recent.length < limit.max
        if (allowed) recent.push(now)
        attempts.set(key, recent)
        return allowed
      })

    return { attempt }
  }
}) {}

/** The client address the gateway wrote; the gateway replaces whatever the client sent. */
export const clientAddress = (headers: Readonly<Record<string, string | undefined>>) => headers["x-forwarded-for"] ?? "unknown"
