import { isInappropriate } from "./InappropriateContent.ts"
import { Messages } from "./Messages.ts"
import { type UsernameProblem, usernameProblem } from "./Username.ts"

/** Why a username can't be taken by a new account, as the server tells it; null when it can. */
export interface NewUsernameProblem {
  readonly rule: UsernameProblem["_tag"] | "inappropriate"
  readonly message: string
}

/**
 * The username rules of spec 2 §5, in the order the user is told about them: the spelling, then the
 * content ('Username contains inappropriate content'), judged as a comment's is.
 */
export function newUsernameProblem(username: string): NewUsernameProblem | null {
  const problem = usernameProblem(username)
  if (problem !== null) return { rule: problem._tag, message: problem.message }
  return isInappropriate(username) ? { rule: "inappropriate", message: Messages.usernameInappropriate } : null
}
