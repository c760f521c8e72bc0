import { ErrorCode, Messages } from "@redline/domain"
import type { SmsRefusal } from "@redline/machines"
import { isExplained } from "../api/refusal.ts"
import { ApiError } from "../api/request.ts"

/**
 * What the enrollment flow makes of a call the server refused (spec 2 §8 'SMS'): a rate limit
 * with the time its `next` names; a wrong code, too many attempts, an expired code, nothing
 * started; any other refusal the server explains (an opted-out number, no SMS on this site) in
 * its words. No answer or a failure of the server is passed on, for the flow's 'try again' words.
 */
export function smsRefusalOf(error: unknown): SmsRefusal | unknown {
  if (!(error instanceof ApiError)) return error
  switch (error.errorCode) {
    case ErrorCode.sms_too_many_requests:
    case ErrorCode.sms_too_many_codes: {
      const next = typeof error.body["next"] === "string" ? Date.parse(error.body["next"]) : Number.NaN
      return Number.isNaN(next) ? { reason: "failed", message: error.message } : { reason: "rate_limited", nextAt: next }
    }
    case ErrorCode.sms_invalid_code:
      // the server's 'Invalid verification code' (not 6 digits) keeps its words
      return error.message === Messages.smsInvalidCode ? { reason: "invalid_code" } : { reason: "failed", message: error.message }
    case ErrorCode.sms_too_many_attempts:
      return { reason: "too_many_attempts" }
    case ErrorCode.sms_code_expired:
      return { reason: "expired" }
    case ErrorCode.sms_not_started:
      return { reason: "not_started" }
    case ErrorCode.sms_unavailable:
      return { reason: "failed", message: error.message }
  }
  return isExplained(error) ? { reason: "failed", message: error.message } : error
}

/** Calls that reject, rejecting instead with what the flow understands. */
export const refusingSms = <T>(call: Promise<T>): Promise<T> => call.catch((error: unknown) => Promise.reject(smsRefusalOf(error)))
