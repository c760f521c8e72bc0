import type { Provider } from "@redline/api"
import { accountAccessRefusal } from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { AccountsRepo } from "../accounts/AccountsRepo.ts"
import { admit } from "../auth/Admission.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { SingleSignOn } from "./SingleSignOn.ts"

/**
 * Why a provider's credential signed in to no account, which says what comes next: sign in with
 * the provider again (credential_expired), nothing (disabled, locked), the e-mail permission
 * (email_required), the password of the account with the provider's e-mail (link_required), or
 * a username for a new account (account_unknown).
 */
export class ProviderSignInRefused extends Data.TaggedError("ProviderSignInRefused")<{
  readonly refusal:
    | { readonly reason: "credential_expired" | "disabled" | "locked" | "email_required" }
    | { readonly reason: "link_required"; readonly email: string }
    | { readonly reason: "account_unknown"; readonly email: string | null; readonly isPrivateEmail: boolean }
}> {}

const refused = (refusal: ProviderSignInRefused["refusal"]) => new ProviderSignInRefused({ refusal })

/**
 * Sign-in with a provider's credential (spec 2 §4 'Single-sign-on check'). A linked identity
 * signs in to its account. Otherwise it is refused with what comes next: an account with the
 * provider's e-mail must be linked with its password (verifylinking); Facebook without an
 * e-mail asks for the permission (emailrequired); anyone else picks a username (setusername).
 */
export const signInWithProvider = (provider: Provider, credential: string, handshakeHash: string | null, now: Date) =>
  Effect.gen(function* () {
    const sso = yield* SingleSignOn
    const sessions = yield* SessionsRepo
    const accounts = yield* AccountsRepo

    const found = yield* sso.identityOf(provider, credential, now)
    if (Option.isNone(found)) return yield* refused({ reason: "credential_expired" })
    const identity = found.value

    const linked = yield* sso.accountOf(identity)
    if (Option.isSome(linked)) {
      const account = Option.getOrThrow(yield* sessions.accountById(linked.value))
      const access = accountAccessRefusal(account, now)
      if (access !== null) return yield* refused({ reason: access })
      // The provider vouching for the account's own address confirms it.
      const confirms = !account.verified && identity.emailVerified && identity.email === account.email.toLowerCase()
      if (confirms) yield* accounts.confirmEmail(account.id)
      yield* sso.spend(credential, now)
      return yield* admit({ ...account, verified: account.verified || confirms }, now, handshakeHash)
    }

    if (identity.email === null && provider === "facebook") return yield* refused({ reason: "email_required" })
    if (identity.email !== null && Option.isSome(yield* sessions.accountByEmail(identity.email))) {
      return yield* refused({ reason: "link_required", email: identity.email })
    }
    return yield* refused({ reason: "account_unknown", email: identity.email, isPrivateEmail: identity.isPrivateEmail })
  })
