import { errorCodes } from "../api/errorCodes.ts"
import { ApiError } from "../api/request.ts"

/** What the Watch button does about a watch the server didn't take (the button has already flipped back). */
export type WatchRefusal =
  /** The session is gone: sign in again, and the watch is made afterwards. */
  | { readonly kind: "sign_in" }
  | { readonly kind: "refused"; readonly message: string }

const NOT_SAVED = "Your watch list wasn't updated. Please try again."

/** A refusal the server explains (the seller's own auction, an auction gone) keeps its words; anything else asks to try again. */
export function watchRefusalOf(error: unknown): WatchRefusal {
  if (error instanceof ApiError && error.errorCode === errorCodes.unauthorized) return { kind: "sign_in" }
  if (error instanceof ApiError && error.status < 500 && error.errorCode !== null) return { kind: "refused", message: error.message }
  return { kind: "refused", message: NOT_SAVED }
}
