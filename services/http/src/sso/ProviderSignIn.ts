import { SqlClient } from "@effect/sql"
import {
  AccountDisabled,
  AccountLocked,
  ErrorCode,
  type Provider,
  SsoAccountUnknown,
  SsoConnectionExpired,
  SsoEmailRequired,
  SsoLinkRequired
} from "@redline/api"
import { providerLabel } from "@redline/domain"
import { Effect, Option } from "effect"
import { admit } from "../auth/Admission.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { SignInLockout } from "../auth/SignInLockout.ts"
import { SingleSignOn } from "./SingleSignOn.ts"

/**
 * Sign-in with a provider's credential (spec 2 §4 'Single-sign-on check'). A linked identity
 * signs in to its account. Otherwise the refusal says what comes next: an account with the
 * provider's e-mail must be linked with its password (verifylinking); Facebook without an
 * e-mail asks for the permission (emailrequired); anyone else picks a username (setusername).
 */
export const signInWithProvider = (provider: Provider, credential: string, handshakeId: number | null, now: Date) =>
  Effect.gen(function* () {
    const sso = yield* SingleSignOn
    const sessions = yield* SessionsRepo
    const lockout = yield* SignInLockout
    const sql = yield* SqlClient.SqlClient

    const found = yield* sso.identityOf(provider, credential, now)
    if (Option.isNone(found)) return yield* Effect.fail(SsoConnectionExpired.default({ provider }))
    const identity = found.value

    const linked = yield* sso.accountOf(identity)
    if (Option.isSome(linked)) {
      const account = Option.getOrThrow(yield* sessions.accountById(linked.value).pipe(Effect.orDie))
      if (account.banned) return yield* Effect.fail(AccountDisabled.default())
      if (lockout.isLocked(account, now)) return yield* Effect.fail(AccountLocked.default())
      // The provider vouching for the account's own address confirms it.
      const confirms = !account.verified && identity.emailVerified && identity.email === account.email.toLowerCase()
      if (confirms) yield* sql`UPDATE users SET verified = true WHERE id = ${account.id}`.pipe(Effect.orDie)
      yield* sso.spend(credential, now)
      return yield* admit({ ...account, verified: account.verified || confirms }, now, handshakeId)
    }

    if (identity.email === null && provider === "facebook") return yield* Effect.fail(SsoEmailRequired.default({ provider }))
    if (identity.email !== null && Option.isSome(yield* sessions.accountByEmail(identity.email).pipe(Effect.orDie))) {
      return yield* Effect.fail(
        new SsoLinkRequired({ error_code: ErrorCode.sso_link_required, message: `Sign in to connect your account with ${providerLabel(provider)}`, provider, email: identity.email })
      )
    }
    return yield* Effect.fail(
      new SsoAccountUnknown({
        error_code: ErrorCode.sso_account_unknown,
        message: "Choose a username to create your account.",
        provider,
        email: identity.email,
        is_private_email: identity.isPrivateEmail
      })
    )
  })
