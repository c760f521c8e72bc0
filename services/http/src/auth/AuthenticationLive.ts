import { HttpServerRequest } from "@effect/platform"
import { AccessExpired, Authentication, OptionalAuthentication, Unauthorized } from "@redline/api"
import { Clock, Effect, Layer, Option, Redacted } from "effect"
import { BrowserHandshake } from "./BrowserHandshake.ts"
import { SessionsRepo } from "./SessionsRepo.ts"

/**
 * The signed-in user of a bearer access key: known, not expired, and signed when its session is
 * bound to a handshake. This middleware is the API's own edge, as handlers are: it refuses with
 * the API's errors itself, where services answer outcomes for handlers to turn into refusals.
 */
const bearerUser = Effect.gen(function* () {
  const sessions = yield* SessionsRepo
  const handshakes = yield* BrowserHandshake
  return (accessKey: Redacted.Redacted<string>) =>
    Effect.gen(function* () {
      const key = Redacted.value(accessKey)
      // a request without a key (a visitor's read) needs no look-up
      if (key === "") return yield* Effect.fail(Unauthorized.default())
      const now = new Date(yield* Clock.currentTimeMillis)
      const found = yield* sessions.byAccessKey(key)
      if (Option.isNone(found)) return yield* Effect.fail(Unauthorized.default())
      const session = found.value
      if (session.accessExpiresAt <= now) return yield* Effect.fail(AccessExpired.default())
      yield* handshakes.check(yield* HttpServerRequest.HttpServerRequest, session.handshakeHash, now)
      return session.user
    })
})

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.map(bearerUser, (bearer) => Authentication.of({ bearer }))
)

/** The same check, its refusals turned into a visitor's read by the middleware being optional. */
export const OptionalAuthenticationLive = Layer.effect(
  OptionalAuthentication,
  Effect.map(bearerUser, (bearer) => OptionalAuthentication.of({ bearer }))
)
