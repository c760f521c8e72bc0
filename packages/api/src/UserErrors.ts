import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/** No user by that name, or one whose account is disabled: to the reader, the same nobody. */
export class UserNotFound extends Refusal<UserNotFound>()("UserNotFound", ErrorCode.user_not_found, 404, "This user doesn't exist.") {}

/** A signed-in user cannot follow self (spec 3 §5). */
export class CannotFollowSelf extends Refusal<CannotFollowSelf>()(
  "CannotFollowSelf",
  ErrorCode.cannot_follow_self,
  403,
  Messages.cannotFollowSelf
) {}
