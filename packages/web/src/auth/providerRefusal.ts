import { ErrorCode, Messages, providerLabel, type SignInProvider } from "@redline/domain"
import type { AuthRefusal } from "@redline/machines"
import { ApiError } from "../api/request.ts"
import { authRefusal } from "./authRefusal.ts"

const refused = (message: string, field: AuthRefusal["field"] = "form"): AuthRefusal => ({ reason: "refused", field, message })

const codeOf = (error: unknown): number | null => (error instanceof ApiError ? error.errorCode : null)

/**
 * Signing in with a provider's answer refused (spec 2 §8 'Single sign-on and linking'): locked,
 * disabled or any connection problem is 'There was an issue connecting with {provider}'; an
 * answer that ran out asks to authenticate again.
 */
export function providerSignInRefusal(error: unknown, provider: SignInProvider): AuthRefusal {
  return codeOf(error) === ErrorCode.sso_connection_expired
    ? refused(Messages.providerConnectionExpired(providerLabel(provider)))
    : refused(Messages.providerConnectionIssue(providerLabel(provider)))
}

/** Set username refused: the sign-up refusals of spec 2 §8 'Registration', or the provider's answer ran out. */
export function providerSignUpRefusal(error: unknown, provider: SignInProvider): AuthRefusal {
  return codeOf(error) === ErrorCode.sso_connection_expired
    ? refused(Messages.providerConnectionExpired(providerLabel(provider)))
    : authRefusal(error, { generic: Messages.somethingWentWrong })
}

/** Verify linking refused (spec 2 §8 'Single sign-on and linking'). */
export function linkRefusal(error: unknown, provider: SignInProvider): AuthRefusal {
  switch (codeOf(error)) {
    case ErrorCode.incorrect_password:
      return refused(Messages.incorrectPassword, "password")
    case ErrorCode.fields_required:
      return refused(Messages.enterPassword, "password")
    // too many tries for this address and account: locked for a while either way, as on sign-in
    case ErrorCode.account_locked:
    case ErrorCode.rate_limited:
      return refused(Messages.accountLocked)
    case ErrorCode.account_disabled:
      return refused(Messages.accountDisabled)
    case ErrorCode.sso_connection_expired:
      return refused(Messages.providerConnectionExpired(providerLabel(provider)))
    case ErrorCode.different_provider_linked:
      return refused(Messages.differentProviderLinked)
    default:
      return refused(Messages.errorTryAgain)
  }
}
