import { CannotFollowSelf, CurrentUser, RedlineApi, UserNotFound } from "@redline/api"
import { Effect, Layer } from "effect"
import { readerId } from "../auth/OptionalSession.ts"
import { RateLimits } from "../RateLimits.ts"
import { foundOr } from "../Refuse.ts"
import { type UnfollowOutcome, UsersRepo } from "./UsersRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

/**
 * Follow changes per user: plenty for a person going through a list of sellers, too few for a
 * script to flood people with new-follower notices.
 */
export const FOLLOW_LIMIT = { max: 60, window: "10 minutes" } as const

const found = (outcome: UnfollowOutcome) =>
  outcome._tag === "Followed" ? Effect.succeed(outcome.profile) : Effect.fail(UserNotFound.default())

export const UsersHttpLive = apiGroup(RedlineApi, "users", (handlers) =>
  Effect.gen(function* () {
    const users = yield* UsersRepo
    const limits = yield* RateLimits

    /** The signed-in user, once their follow changes are within the limit. */
    const limitedUser = Effect.gen(function* () {
      const user = yield* CurrentUser
      yield* limits.enforce(`follow:${user.id}`, FOLLOW_LIMIT.max, FOLLOW_LIMIT.window)
      return user
    })

    return handlers
      .handle("profile", ({ path }) =>
        readerId.pipe(
          Effect.flatMap((reader) => users.profile(path.username, reader)),
          Effect.flatMap(foundOr(UserNotFound.default))
        )
      )
      .handle("follow", ({ path }) =>
        Effect.gen(function* () {
          const outcome = yield* users.follow(yield* limitedUser, path.username)
          return yield* outcome._tag === "CannotFollowSelf" ? Effect.fail(CannotFollowSelf.default()) : found(outcome)
        })
      )
      .handle("unfollow", ({ path }) =>
        Effect.gen(function* () {
          return yield* found(yield* users.unfollow(yield* limitedUser, path.username))
        })
      )
  })
).pipe(Layer.provide(UsersRepo.Default))
