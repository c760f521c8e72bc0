import { Authentication, CurrentUser, type SignedInUser } from "@redline/api"
import { Effect, Option, Redacted } from "effect"
import { bearerKey } from "./AccessKeys.ts"

/**
 * The person behind a call that visitors may make too: none without a bearer key. A call that
 * carries one is checked as the Authentication middleware checks signed-in calls, so an expired
 * or unsigned key is refused instead of being taken for a visitor.
 */
export const optionalUser = (headers: Readonly<Record<string, string | undefined>>) =>
  Effect.gen(function* () {
    const key = bearerKey(headers)
    if (key === null) return Option.none<SignedInUser>()
    const authentication = yield* Authentication
    return Option.some(yield* authentication.bearer(Redacted.make(key)))
  })

/** On a call behind the optional authentication: the signed-in reader's id, or null for a visitor. */
export const readerId = Effect.map(Effect.serviceOption(CurrentUser), Option.match({ onNone: () => null, onSome: (user) => user.id }))
