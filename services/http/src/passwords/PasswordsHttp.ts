import {
  AccountLocked,
  AccountNotFound,
  CurrentUser,
  FieldsRequired,
  IncorrectPassword,
  InvalidEmail,
  RedlineApi,
  ResetInvalid,
  WeakPassword
} from "@redline/api"
import { accountAccessRefusal, forgotPasswordError, isLocked, Messages, normalizeEmail } from "@redline/domain"
import { weakPasswordMessage } from "@redline/domain/PasswordEstimate"
import { hashPassword, verifyPassword, currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { AccountsRepo } from "../accounts/AccountsRepo.ts"
import { bearerKey } from "../auth/AccessKeys.ts"
import { accessRefusal } from "../auth/AccessRefusal.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { SignInThrottle } from "../auth/SignInThrottle.ts"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { refuseIf } from "../Refuse.ts"
import { PasswordResets } from "./PasswordResets.ts"
import { apiGroup } from "../ReadLanes.ts"

// Reset requests per address asking (then 429), and mails per account: a lost mail can be asked for again, a mailbox
// can't be flooded, and requests past the account's mails answer as if sent, so others asking never stop the owner's.
const RESET_ADDRESS_LIMIT = { max: 10, window: "1 hour" } as const
const RESET_ACCOUNT_LIMIT = { max: 3, window: "15 minutes" } as const
// Password changes per account: the old password is checked, so this slows guessing with a stolen session.
const CHANGE_LIMIT = { max: 10, window: "1 hour" } as const

export const PasswordsHttpLive = apiGroup(RedlineApi, "passwords", (handlers) =>
  Effect.gen(function* () {
    const resets = yield* PasswordResets
    const sessions = yield* SessionsRepo
    const accounts = yield* AccountsRepo
    const throttle = yield* SignInThrottle
    const limits = yield* RateLimits

    return handlers
      .handle("resetLink", ({ payload, request }) =>
        Effect.gen(function* () {
          const email = normalizeEmail(payload.email)
          yield* refuseIf(forgotPasswordError(email), InvalidEmail.of)
          yield* limits.enforce(
            `reset:${clientAddress(request.headers)}`,
            RESET_ADDRESS_LIMIT.max,
            RESET_ADDRESS_LIMIT.window,
            Messages.tooManyResetRequests
          )
          const at = yield* currentDate
          const account = yield* sessions.accountByEmail(email)
          if (Option.isNone(account)) return yield* Effect.fail(AccountNotFound.default())
          yield* refuseIf(accountAccessRefusal(account.value, at), accessRefusal)
          // The owner's mailbox already holds the links sent in this window.
          if (yield* limits.take(`reset:${email}`, RESET_ACCOUNT_LIMIT.max, RESET_ACCOUNT_LIMIT.window))
            yield* resets.send(account.value, at)
          return { sent: true as const }
        })
      )
      .handle("resetKey", ({ urlParams }) =>
        Effect.gen(function* () {
          const key = yield* resets.keyFor(urlParams.reset_token, yield* currentDate)
          return Option.isSome(key) ? { reset_key: key.value } : yield* Effect.fail(ResetInvalid.default())
        })
      )
      .handle("reset", ({ payload }) =>
        Effect.gen(function* () {
          if (payload.password === "" || payload.reset_key === "") {
            return yield* Effect.fail(FieldsRequired.of(Messages.resetAllFieldsRequired))
          }
          const at = yield* currentDate
          const account = yield* resets.accountOf(payload.reset_key, at)
          if (Option.isNone(account)) return yield* Effect.fail(ResetInvalid.default())
          yield* refuseIf(weakPasswordMessage(payload.password, account.value), WeakPassword.of)
          yield* resets.complete(account.value.id, yield* hashPassword(payload.password), at)
          yield* throttle.succeeded(account.value.email)
          // Whoever knew the old password is signed out everywhere.
          yield* sessions.revokeAllOf(account.value.id, at, null)
          return { reset: true as const, email: account.value.email }
        })
      )
      .handle("change", ({ payload, request }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const at = yield* currentDate
          const account = Option.getOrThrow(yield* sessions.accountById(user.id))
          // Accounts that only sign in through a provider set a first password without an old one.
          const needsOld = account.passwordHash !== null
          if (payload.password === "" || (needsOld && payload.old_password === "")) return yield* Effect.fail(FieldsRequired.default())
          yield* limits.enforce(`change:${user.id}`, CHANGE_LIMIT.max, CHANGE_LIMIT.window)
          if (isLocked(account, at)) return yield* Effect.fail(AccountLocked.default())
          if (account.passwordHash !== null && !(yield* verifyPassword(account.passwordHash, payload.old_password))) {
            return yield* Effect.fail(IncorrectPassword.default())
          }
          yield* refuseIf(weakPasswordMessage(payload.password, account), WeakPassword.of)
          yield* accounts.setPassword(account.id, yield* hashPassword(payload.password))
          // Other sessions end; the one that changed the password goes on.
          const current = yield* sessions.byAccessKey(bearerKey(request.headers) ?? "")
          yield* sessions.revokeAllOf(account.id, at, Option.match(current, { onNone: () => null, onSome: (session) => session.id }))
          return { changed: true as const }
        })
      )
  })
).pipe(Layer.provide(PasswordResets.Default))
