import { ErrorCode } from "@redline/domain"
import type { SavedSearchRefusal } from "@redline/machines"
import { ApiError } from "../api/request.ts"

/**
 * What the saved search's machine makes of a call the server refused (spec 1 §8, spec 2 §8):
 * 'already saved' names the saved search, a search not found counts as gone, a lost session
 * asks for sign-in, and a refusal the server explains keeps its words. Anything else (no
 * answer, a failure of the server) is passed on, for the machine's own 'try again' words.
 */
export function savedSearchRefusalOf(error: unknown): SavedSearchRefusal | unknown {
  if (!(error instanceof ApiError)) return error
  if (error.errorCode === ErrorCode.saved_search_already_saved && typeof error.body["id"] === "number") {
    return { reason: "already_saved", id: error.body["id"] }
  }
  if (error.errorCode === ErrorCode.saved_search_not_found) return { reason: "not_found" }
  if (error.errorCode === ErrorCode.unauthorized) return { reason: "sign_in" }
  if (error.status < 500 && error.errorCode !== null) return { reason: "failed", message: error.message }
  return error
}

/** Calls that reject, rejecting instead with what the machine understands. */
export const refusing = <T>(call: Promise<T>): Promise<T> => call.catch((error: unknown) => Promise.reject(savedSearchRefusalOf(error)))
