import { HttpServerRequest } from "@effect/platform"
import { AccessExpired, Authentication, Unauthorized } from "@redline/api"
import { Clock, Effect, Layer, Option, Redacted } from "effect"
import { BrowserHandshake } from "./BrowserHandshake.ts"
import { SessionsRepo } from "./SessionsRepo.ts"

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const sessions = yield* SessionsRepo
    const handshakes = yield* BrowserHandshake
    return Authentication.of({
      bearer: (accessKey) =>
        Effect.gen(function* () {
          const now = new Date(yield* Clock.currentTimeMillis)
          const found = yield* sessions.byAccessKey(Redacted.value(accessKey)).pipe(Effect.orDie)
          if (Option.isNone(found)) return yield* Effect.fail(Unauthorized.default())
          const session = found.value
          if (session.accessExpiresAt <= now) return yield* Effect.fail(AccessExpired.default())
          yield* handshakes.check(yield* HttpServerRequest.HttpServerRequest, session.handshakeId, now)
          return session.user
        })
    })
  })
)
