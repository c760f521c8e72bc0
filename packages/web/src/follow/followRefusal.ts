import { errorCodes } from "../api/errorCodes.ts"
import { ApiError } from "../api/request.ts"

/** What the Follow button does about a follow the server didn't take (the button has already flipped back). */
export type FollowRefusal =
  /** The session is gone: sign in again, and the follow is made afterwards. */
  | { readonly kind: "sign_in" }
  | { readonly kind: "refused"; readonly message: string }

const NOT_SAVED = "Your follow wasn't saved. Please try again."

/** A refusal the server explains (oneself, a user gone, too many changes) keeps its words; anything else asks to try again. */
export function followRefusalOf(error: unknown): FollowRefusal {
  if (error instanceof ApiError && error.errorCode === errorCodes.unauthorized) return { kind: "sign_in" }
  if (error instanceof ApiError && error.status < 500 && error.errorCode !== null) return { kind: "refused", message: error.message }
  return { kind: "refused", message: NOT_SAVED }
}
