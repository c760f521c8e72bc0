import { ErrorCode, InvalidUsername } from "@redline/api"
import { Messages, usernameIsInappropriate, usernameProblem } from "@redline/domain"
import { Effect } from "effect"

/** The username rules of spec 2 §5, in the order the user is told about them. */
export const checkUsername = (username: string) => {
  const problem = usernameProblem(username)
  if (problem !== null) {
    return Effect.fail(new InvalidUsername({ error_code: ErrorCode.invalid_username, message: problem.message, rule: problem._tag }))
  }
  if (usernameIsInappropriate(username)) {
    return Effect.fail(
      new InvalidUsername({ error_code: ErrorCode.invalid_username, message: Messages.usernameInappropriate, rule: "inappropriate" })
    )
  }
  return Effect.void
}
