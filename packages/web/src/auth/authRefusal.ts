import type { AuthRefusal } from "@redline/machines"
import { ErrorCode, Messages } from "@redline/domain"
import { ApiError } from "../api/request.ts"

const refused = (message: string, field: AuthRefusal["field"] = "form"): AuthRefusal => ({ reason: "refused", field, message })

/**
 * A refusal of sign-up, confirmation or password reset in the spec's words (spec 2 §5, §8), for
 * the auth dialog. Username and password refusals carry the server's words, which are the
 * spec's rule messages or say how to make the password stronger. A call may have its own words
 * for too many tries and for anything unforeseen.
 */
export function authRefusal(
  error: unknown,
  {
    generic = Messages.errorTryAgain,
    rateLimited = error instanceof ApiError ? error.message : generic
  }: { generic?: string; rateLimited?: string } = {}
): AuthRefusal {
  if (!(error instanceof ApiError)) return refused(generic)
  switch (error.errorCode) {
    case ErrorCode.rate_limited:
      return refused(rateLimited)
    case ErrorCode.email_exists:
      return { reason: "email_exists", field: "email", message: Messages.accountExists }
    case ErrorCode.confirmation_invalid:
    case ErrorCode.reset_invalid:
      return { reason: "token_invalid", field: "form", message: error.message }
    case ErrorCode.invalid_username:
    case ErrorCode.username_taken:
      return refused(error.message, "username")
    case ErrorCode.weak_password:
      return refused(error.message, "password")
    case ErrorCode.invalid_email:
      return refused(Messages.invalidEmail, "email")
    case ErrorCode.fields_required:
      return refused(Messages.allFieldsRequired)
    case ErrorCode.bot_suspected:
      return refused(Messages.robotSuspected)
    case ErrorCode.account_not_found:
      return refused(Messages.accountNotFound, "email")
    case ErrorCode.account_locked:
      return refused(Messages.accountLocked)
    case ErrorCode.account_disabled:
      return refused(Messages.accountDisabled)
    default:
      return refused(generic)
  }
}
