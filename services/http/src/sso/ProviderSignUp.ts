import {
  EmailExists,
  ErrorCode,
  InvalidEmail,
  InvalidUsername,
  type Provider,
  type SignUp,
  SsoConnectionExpired
} from "@redline/api"
import { Messages, normalizeEmail, signUpEmailError, ssoEmailRequired, ssoUsernameError } from "@redline/domain"
import { Effect, Option } from "effect"
import { createAccount } from "../accounts/NewAccounts.ts"
import { checkUsername } from "../accounts/UsernameRules.ts"
import { admit } from "../auth/Admission.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { SingleSignOn } from "./SingleSignOn.ts"

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
  handshakeId: number | null,
  now: Date
) =>
  Effect.gen(function* () {
    const sso = yield* SingleSignOn
    const sessions = yield* SessionsRepo
    const found = yield* sso.identityOf(provider, credential, now)
    if (Option.isNone(found)) return yield* Effect.fail(SsoConnectionExpired.default({ provider }))
    const identity = found.value

    // Two tabs finishing one sign-up: the second finds the account made.
    const linked = yield* sso.accountOf(identity)
    if (Option.isSome(linked)) {
      const account = Option.getOrThrow(yield* sessions.accountById(linked.value).pipe(Effect.orDie))
      return yield* Effect.fail(EmailExists.default({ email: account.email }))
    }

    const username = payload.username.trim()
    if (ssoUsernameError(username) !== null) {
      return yield* Effect.fail(new InvalidUsername({ error_code: ErrorCode.invalid_username, message: Messages.enterUsername, rule: "empty" }))
    }
    yield* checkUsername(username)
    const typed = ssoEmailRequired({ email: identity.email, isPrivateEmail: identity.isPrivateEmail })
    const email = normalizeEmail(typed ? payload.email : (identity.email ?? ""))
    if (signUpEmailError(email) !== null) return yield* Effect.fail(InvalidEmail.default())

    const created = yield* createAccount(
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
      (account) => sso.link(account.id, identity)
    )
    yield* sso.spend(credential, now)
    const account = Option.getOrThrow(yield* sessions.accountById(created.id).pipe(Effect.orDie))
    const admitted = yield* admit(account, now, handshakeId)
    // A new account that needs no confirming goes straight to the welcome screen.
    return "access_key" in admitted ? { ...admitted, fresh: true } : admitted
  })
