import type { AuthRefusal } from "@redline/machines"
import { Messages } from "@redline/domain"
import { errorCodes } from "../api/errorCodes.ts"
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
  { generic = Messages.errorTryAgain, rateLimited = error instanceof ApiError ? error.message : generic }: { generic?: string; rateLimited?: string } = {}
): AuthRefusal {
  if (!(error instanceof ApiError)) return refused(generic)
  switch (error.errorCode) {
    case errorCodes.rate_limited:
      return refused(rateLimited)
    case errorCodes.email_exists:
      return { reason: "email_exists", field: "email", message: Messages.accountExists }
    case errorCodes.confirmation_invalid:
    case errorCodes.reset_invalid:
      return { reason: "token_invalid", field: "form", message: error.message }
    case errorCodes.invalid_username:
    case errorCodes.username_taken:
      return refused(error.message, "username")
    case errorCodes.weak_password:
      return refused(error.message, "password")
    case errorCodes.invalid_email:
      return refused(Messages.invalidEmail, "email")
    case errorCodes.fields_required:
      return refused(Messages.allFieldsRequired)
    case errorCodes.bot_suspected:
      return refused(Messages.robotSuspected)
    case errorCodes.account_not_found:
      return refused(Messages.accountNotFound, "email")
    case errorCodes.account_locked:
      return refused(Messages.accountLocked)
    case errorCodes.account_disabled:
      return refused(Messages.accountDisabled)
    default:
      return refused(generic)
  }
}
