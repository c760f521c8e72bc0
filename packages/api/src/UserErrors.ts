import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/** No user by that name, or one whose account is disabled: to the reader, the same nobody. */
export class UserNotFound extends Schema.TaggedError<UserNotFound>()(
  "UserNotFound",
  errorFields(ErrorCode.user_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () => new UserNotFound({ error_code: ErrorCode.user_not_found, message: "This user doesn't exist." })
}

/** A signed-in user cannot follow self (spec 3 §5). */
export class CannotFollowSelf extends Schema.TaggedError<CannotFollowSelf>()(
  "CannotFollowSelf",
  errorFields(ErrorCode.cannot_follow_self),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new CannotFollowSelf({ error_code: ErrorCode.cannot_follow_self, message: Messages.cannotFollowSelf })
}
