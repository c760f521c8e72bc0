import { ErrorCode, Messages } from "@redline/domain"
import { ApiError } from "../api/request.ts"

/** The spec's words for a refused sign-in (spec 2 §8), by the API's error code. */
export function signInRefusal(error: unknown): string {
  if (!(error instanceof ApiError)) return Messages.errorTryAgain
  switch (error.errorCode) {
    case ErrorCode.incorrect_credentials:
      return Messages.incorrectCredentials
    case ErrorCode.account_disabled:
      return Messages.accountDisabled
    case ErrorCode.provider_only_account:
      return Messages.useSignInProvider
    case ErrorCode.account_locked:
      return Messages.accountLocked
    // too many tries from this address: the server says to wait
    case ErrorCode.rate_limited:
      return error.message
    case ErrorCode.bot_check_required:
      return Messages.botCheckRequired
    default:
      return Messages.errorTryAgain
  }
}
