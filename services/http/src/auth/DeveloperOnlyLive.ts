import { HttpServerRequest } from "@effect/platform"
import { Authentication, DeveloperOnly, NotFound } from "@redline/api"
import { mayOpenDevPage } from "@redline/domain"
import { Effect, Layer, Option } from "effect"
import { clientAddress } from "../RateLimits.ts"
import { optionalUser } from "./OptionalSession.ts"

/**
 * The developer's pages' gate (`mayOpenDevPage`): the client address the gateway stamped is this
 * machine's, or the bearer key is staff's. A key that is unknown, expired or unsigned counts as
 * none, and every refusal is the not-found one, so the pages' existence is not told either.
 */
export const DeveloperOnlyLive = Layer.effect(
  DeveloperOnly,
  Effect.gen(function* () {
    const authentication = yield* Authentication
    return Effect.gen(function* () {
      const request = yield* HttpServerRequest.HttpServerRequest
      const user = yield* optionalUser(request.headers).pipe(
        Effect.provideService(Authentication, authentication),
        Effect.orElseSucceed(() => Option.none())
      )
      const isStaff = Option.exists(user, (signedIn) => signedIn.isAdmin)
      if (!mayOpenDevPage({ clientAddress: clientAddress(request.headers), isStaff })) return yield* Effect.fail(NotFound.default())
    })
  })
)
