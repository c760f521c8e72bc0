import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { RateLimited } from "./ApiErrors.ts"
import { Authentication, OptionalAuthentication } from "./Authentication.ts"
import { ProfilePhoto } from "./ProfileApi.ts"
import { CannotFollowSelf, UserNotFound } from "./UserErrors.ts"

/** Usernames are matched whatever their case (spec 3 §3). */
export const UsernamePath = Schema.Struct({ username: Schema.String })

/** A user as anyone may see them (spec 3 §3 'User (public)'); `is_followed` is the reader's own. */
export const PublicProfile = Schema.Struct({
  username: Schema.String,
  photo: Schema.NullOr(ProfilePhoto),
  bio: Schema.String,
  created_at: Schema.String,
  /** Has put a car up for auction. */
  is_seller: Schema.Boolean,
  follower_count: Schema.Int,
  following_count: Schema.Int,
  /** Whether the signed-in reader follows this user; false for a visitor. */
  is_followed: Schema.Boolean
})
export type PublicProfile = typeof PublicProfile.Type

/**
 * Public profiles, and following their users (spec 3 §2, §4, §7). Follow and unfollow set the
 * state asked for, so repeating one changes nothing, and answer the profile as it now stands.
 */
export class UsersApi extends HttpApiGroup.make("users")
  .add(
    HttpApiEndpoint.get("profile", "/v1/users/:username")
      .setPath(UsernamePath)
      .addSuccess(PublicProfile)
      .addError(UserNotFound)
      .middleware(OptionalAuthentication)
  )
  .add(
    HttpApiEndpoint.post("follow", "/v1/users/:username/follow")
      .setPath(UsernamePath)
      .addSuccess(PublicProfile)
      .addError(UserNotFound)
      .addError(CannotFollowSelf)
      .addError(RateLimited)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.del("unfollow", "/v1/users/:username/follow")
      .setPath(UsernamePath)
      .addSuccess(PublicProfile)
      .addError(UserNotFound)
      .addError(RateLimited)
      .middleware(Authentication)
  ) {}
