import { ErrorCode, Messages } from "@redline/domain"
import { isExplained, isSessionGone } from "../api/refusal.ts"
import { ApiError } from "../api/request.ts"

/** What the page does about a question, answer or edit the server didn't take (the page has already gone back). */
export type QuestionRefusal =
  /** The session is gone: sign in again. */
  | { readonly kind: "sign_in" }
  /**
   * `retry` when sending it again may work: the text needs changing, or nothing was decided (the
   * server or the connection failed). Otherwise the server decided (the window closed, someone
   * answered first) and the page shows how things stand.
   */
  | { readonly kind: "refused"; readonly message: string; readonly retry: boolean }

const TEXT_PROBLEMS: ReadonlyArray<number> = [ErrorCode.question_text_invalid, ErrorCode.answer_text_invalid]

/**
 * A refusal the server explains (too long, the window over, already answered, too many questions)
 * keeps its words; anything else (a failure of the server or the connection) says `fallback`.
 */
export function questionRefusalOf(error: unknown, fallback: string): QuestionRefusal {
  if (isSessionGone(error)) return { kind: "sign_in" }
  if (isExplained(error)) {
    return {
      kind: "refused",
      message: error.message,
      retry: TEXT_PROBLEMS.includes(error.errorCode) || error.errorCode === ErrorCode.rate_limited
    }
  }
  return { kind: "refused", message: fallback, retry: true }
}

/** A failed delete says one of the spec's two things (spec 3 §8): the window is over, or it didn't work. */
export function deleteRefusalOf(error: unknown): QuestionRefusal {
  if (isSessionGone(error)) return { kind: "sign_in" }
  if (error instanceof ApiError && error.errorCode === ErrorCode.question_edit_expired) {
    return { kind: "refused", message: Messages.questionEditExpired, retry: false }
  }
  return { kind: "refused", message: Messages.questionDeleteFailed, retry: true }
}
