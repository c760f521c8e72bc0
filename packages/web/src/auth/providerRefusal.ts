import { Messages, providerLabel, type SignInProvider } from "@redline/domain"
import type { AuthRefusal } from "@redline/machines"
import { errorCodes } from "../api/errorCodes.ts"
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
  return codeOf(error) === errorCodes.sso_connection_expired
    ? refused(Messages.providerConnectionExpired(providerLabel(provider)))
    : refused(Messages.providerConnectionIssue(providerLabel(provider)))
}

/** Set username refused: the sign-up refusals of spec 2 §8 'Registration', or the provider's answer ran out. */
export function providerSignUpRefusal(error: unknown, provider: SignInProvider): AuthRefusal {
  return codeOf(error) === errorCodes.sso_connection_expired
    ? refused(Messages.providerConnectionExpired(providerLabel(provider)))
    : authRefusal(error, { generic: Messages.somethingWentWrong })
}

/** Verify linking refused (spec 2 §8 'Single sign-on and linking'). */
export function linkRefusal(error: unknown, provider: SignInProvider): AuthRefusal {
  switch (codeOf(error)) {
    case errorCodes.incorrect_password:
      return refused(Messages.incorrectPassword, "password")
    case errorCodes.fields_required:
      return refused(Messages.enterPassword, "password")
    // too many tries for this address and account: locked for a while either way, as on sign-in
    case errorCodes.account_locked:
    case errorCodes.rate_limited:
      return refused(Messages.accountLocked)
    case errorCodes.account_disabled:
      return refused(Messages.accountDisabled)
    case errorCodes.sso_connection_expired:
      return refused(Messages.providerConnectionExpired(providerLabel(provider)))
    case errorCodes.different_provider_linked:
      return refused(Messages.differentProviderLinked)
    default:
      return refused(Messages.errorTryAgain)
  }
}
