import { ErrorCode } from "@redline/domain"
import { ApiError } from "./request.ts"

/** A refusal the server explained in words for a person (a 4xx with an error code), not a failure of the server or the connection. */
export const isExplained = (error: unknown): error is ApiError & { readonly errorCode: number } =>
  error instanceof ApiError && error.status < 500 && error.errorCode !== null

/** The session the call was made with is gone: the person signs in again. */
export const isSessionGone = (error: unknown): boolean => error instanceof ApiError && error.errorCode === ErrorCode.unauthorized

/** What a button does about a change the server didn't take, once it has put itself back. */
export type Refusal =
  /** The session is gone: sign in again, and the change is made afterwards. */
  { readonly kind: "sign_in" } | { readonly kind: "refused"; readonly message: string }

/** A refusal the server explains keeps its words; anything else says `fallback`. */
export function refusalOf(error: unknown, fallback: string): Refusal {
  if (isSessionGone(error)) return { kind: "sign_in" }
  return { kind: "refused", message: isExplained(error) ? error.message : fallback }
}
