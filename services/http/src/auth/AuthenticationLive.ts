import { Authentication, Unauthorized } from "@redline/api"
import { Clock, Effect, Layer, Option, Redacted } from "effect"
import { SessionsRepo } from "./SessionsRepo.ts"

export const AuthenticationLive = Layer.effect(
  Authentication,
  Effect.gen(function* () {
    const sessions = yield* SessionsRepo
    return Authentication.of({
      bearer: (accessKey) =>
        Effect.gen(function* () {
          const now = new Date(yield* Clock.currentTimeMillis)
          const user = yield* sessions.userByAccessKey(Redacted.value(accessKey), now).pipe(Effect.orDie)
          return yield* Option.match(user, {
            onNone: () => Effect.fail(Unauthorized.default()),
            onSome: Effect.succeed
          })
        })
    })
  })
)
