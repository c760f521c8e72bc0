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
    // too many tries for this address and account: locked for a while either way
    case ErrorCode.account_locked:
    case ErrorCode.rate_limited:
      return Messages.accountLocked
    default:
      return Messages.errorTryAgain
  }
}
