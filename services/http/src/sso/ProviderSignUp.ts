import type { Provider, SignUp } from "@redline/api"
import { Messages, normalizeEmail, signUpEmailError, ssoEmailRequired, ssoUsernameError } from "@redline/domain"
import { newUsernameProblem, type NewUsernameProblem } from "@redline/domain/UsernameContent"
import { Data, Effect, Option } from "effect"
import { NewAccounts } from "../accounts/NewAccounts.ts"
import { admit } from "../auth/Admission.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { SingleSignOn } from "./SingleSignOn.ts"

/** Why a sign-up with a provider made no account. */
export class ProviderSignUpRefused extends Data.TaggedError("ProviderSignUpRefused")<{
  readonly refusal:
    | { readonly reason: "credential_expired" }
    /** Another account has the address, or the identity has an account already (two tabs finishing one sign-up). */
    | { readonly reason: "email_taken"; readonly email: string }
    | { readonly reason: "username_taken" }
    | { readonly reason: "invalid_username"; readonly problem: NewUsernameProblem }
    | { readonly reason: "invalid_email" }
}> {}

const refused = (refusal: ProviderSignUpRefused["refusal"]) => new ProviderSignUpRefused({ refusal })

/** A provider's sign-up asks for the username alone: an empty one is told so in those words, any other by the username rules. */
const usernameProblem = (username: string): NewUsernameProblem | null =>
  ssoUsernameError(username) !== null ? { rule: "empty", message: Messages.enterUsername } : newUsernameProblem(username)

/**
 * Sign-up with a provider's credential (setusername). The provider's e-mail is the account's
 * and is confirmed at once; where the provider gave none, a private one or an Apple relay, the
 * person types one, which is confirmed by e-mail as on the e-mail route.
 */
export const signUpWithProvider = (
  payload: SignUp,
  provider: Provider,
  credential: string,
  attribution: { readonly attribution_source: string | null; readonly attribution_id: string | null },
  handshakeHash: string | null,
  now: Date
) =>
  Effect.gen(function* () {
    const sso = yield* SingleSignOn
    const sessions = yield* SessionsRepo
    const newAccounts = yield* NewAccounts
    const found = yield* sso.identityOf(provider, credential, now)
    if (Option.isNone(found)) return yield* refused({ reason: "credential_expired" })
    const identity = found.value

    // Two tabs finishing one sign-up: the second finds the account made.
    const linked = yield* sso.accountOf(identity)
    if (Option.isSome(linked)) {
      const account = Option.getOrThrow(yield* sessions.accountById(linked.value))
      return yield* refused({ reason: "email_taken", email: account.email })
    }

    const username = payload.username.trim()
    const problem = usernameProblem(username)
    if (problem !== null) return yield* refused({ reason: "invalid_username", problem })
    const typed = ssoEmailRequired({ email: identity.email, isPrivateEmail: identity.isPrivateEmail })
    const email = normalizeEmail(typed ? payload.email : (identity.email ?? ""))
    if (signUpEmailError(email) !== null) return yield* refused({ reason: "invalid_email" })

    const created = yield* newAccounts
      .create(
        {
          username,
          email,
          passwordHash: null,
          verified: !typed && identity.emailVerified,
          dailyEmail: payload.daily_email,
          attribution,
          redirect: { redirect_context: payload.redirect_context, redirect_url: payload.redirect_url }
        },
        now,
        (account) => Effect.asVoid(sso.link(account.id, identity))
      )
      .pipe(
        Effect.catchTag("UserTaken", (error) =>
          refused(error.taken === "email" ? { reason: "email_taken", email } : { reason: "username_taken" })
        )
      )
    yield* sso.spend(credential, now)
    const account = Option.getOrThrow(yield* sessions.accountById(created.id))
    const admitted = yield* admit(account, now, handshakeHash)
    // A new account that needs no confirming goes straight to the welcome screen.
    return "access_key" in admitted ? { ...admitted, fresh: true } : admitted
  })
