import {
  BotSuspected,
  ConfirmationInvalid,
  ConfirmKeyInvalid,
  EmailExists,
  EmailNotConfirmed,
  FieldsRequired,
  InvalidEmail,
  InvalidUsername,
  type Provider,
  RedlineApi,
  SsoConnectionExpired,
  TermsNotAccepted,
  UsernameTaken,
  WeakPassword
} from "@redline/api"
import { normalizeEmail, registrationError, signUpEmailError } from "@redline/domain"
import { newUsernameProblem, type NewUsernameProblem } from "@redline/domain/UsernameContent"
import { weakPasswordMessage } from "@redline/domain/PasswordEstimate"
import { hashPassword, currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { BrowserHandshake } from "../auth/BrowserHandshake.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { refuseIf } from "../Refuse.ts"
import { type ProviderSignUpRefused, signUpWithProvider } from "../sso/ProviderSignUp.ts"
import type { UserTaken } from "./AccountsRepo.ts"
import { BotCheck } from "./BotCheck.ts"
import { Confirmations } from "./Confirmations.ts"
import { attribution, NewAccounts } from "./NewAccounts.ts"
import { apiGroup } from "../ReadLanes.ts"

// Sign-ups per address: a family or an office shares one, a script needs many.
const SIGN_UP_LIMIT = { max: 20, window: "1 hour" } as const
// Verification mails per confirm key and per address: enough for a slow inbox, too few to flood one.
const RESEND_LIMIT = { max: 3, window: "10 minutes" } as const
const RESEND_ADDRESS_LIMIT = { max: 20, window: "1 hour" } as const

const invalidUsername = (problem: NewUsernameProblem) => InvalidUsername.of(problem.message, { rule: problem.rule })

/** A taken e-mail is told before a taken username: the e-mail route sends the user back to step 1. */
const taken = (email: string) => (error: UserTaken) =>
  Effect.fail(error.taken === "email" ? EmailExists.default({ email }) : UsernameTaken.default())

const providerSignUpRefusal = (provider: Provider, { refusal }: ProviderSignUpRefused) => {
  switch (refusal.reason) {
    case "credential_expired":
      return SsoConnectionExpired.default({ provider })
    case "email_taken":
      return EmailExists.default({ email: refusal.email })
    case "username_taken":
      return UsernameTaken.default()
    case "invalid_username":
      return invalidUsername(refusal.problem)
    case "invalid_email":
      return InvalidEmail.default()
  }
}

export const AccountsHttpLive = apiGroup(RedlineApi, "accounts", (handlers) =>
  Effect.gen(function* () {
    const botCheck = yield* BotCheck
    const confirmations = yield* Confirmations
    const sessions = yield* SessionsRepo
    const newAccounts = yield* NewAccounts
    const handshakes = yield* BrowserHandshake
    const limits = yield* RateLimits

    return handlers
      .handle("challenge", () => botCheck.challenge)
      .handle("register", ({ payload, request }) =>
        Effect.gen(function* () {
          yield* limits.enforce(`sign-up:${clientAddress(request.headers)}`, SIGN_UP_LIMIT.max, SIGN_UP_LIMIT.window)
          // First, so a bot learns nothing about which names and addresses are taken.
          if (!(yield* botCheck.verify(payload.recaptcha))) return yield* Effect.fail(BotSuspected.default())
          const at = yield* currentDate
          const handshake = Option.getOrNull(yield* handshakes.ofRequest(request, at))
          if (payload.provider !== undefined) {
            const provider = payload.provider
            return yield* signUpWithProvider(payload, provider, payload.credential ?? "", attribution(payload), handshake, at).pipe(
              Effect.catchTag("ProviderSignUpRefused", (refused) => Effect.fail(providerSignUpRefusal(provider, refused)))
            )
          }
          if (!payload.accept) return yield* Effect.fail(TermsNotAccepted.default())
          const username = payload.username.trim()
          const email = normalizeEmail(payload.email)
          if (registrationError({ username, password: payload.password }) !== null) return yield* Effect.fail(FieldsRequired.default())
          if (signUpEmailError(email) !== null) return yield* Effect.fail(InvalidEmail.default())
          yield* refuseIf(newUsernameProblem(username), invalidUsername)
          yield* refuseIf(weakPasswordMessage(payload.password, { username, email }), WeakPassword.of)
          const account = yield* newAccounts
            .create(
              {
                username,
                email,
                passwordHash: yield* hashPassword(payload.password),
                verified: false,
                dailyEmail: payload.daily_email,
                attribution: attribution(payload),
                redirect: { redirect_context: payload.redirect_context, redirect_url: payload.redirect_url }
              },
              at,
              () => Effect.void
            )
            .pipe(Effect.catchTag("UserTaken", taken(email)))
          return {
            user: { user_id: account.id, username },
            email,
            email_verified: false as const,
            confirm_key: yield* confirmations.issueKey(account.id, at)
          }
        })
      )
      .handle("confirm", ({ payload }) =>
        Effect.gen(function* () {
          const at = yield* currentDate
          const confirmed = yield* confirmations.confirm(payload.confirmation_token, at)
          if (Option.isNone(confirmed)) return yield* Effect.fail(ConfirmationInvalid.default())
          const { userId, username, email, redirect } = confirmed.value
          return {
            user: { user_id: userId, username },
            email,
            confirm_key: yield* confirmations.issueKey(userId, at),
            ...(redirect.redirect_context === undefined ? {} : { redirect_context: redirect.redirect_context }),
            ...(redirect.redirect_url === undefined ? {} : { redirect_url: redirect.redirect_url })
          }
        })
      )
      .handle("resend", ({ payload, request }) =>
        Effect.gen(function* () {
          const at = yield* currentDate
          const holder = yield* confirmations.keyHolder(payload.confirm_key, at)
          if (Option.isNone(holder)) return yield* Effect.fail(ConfirmKeyInvalid.default())
          yield* limits.enforce(`resend:${clientAddress(request.headers)}`, RESEND_ADDRESS_LIMIT.max, RESEND_ADDRESS_LIMIT.window)
          yield* limits.enforce(`resend:user:${holder.value.id}`, RESEND_LIMIT.max, RESEND_LIMIT.window)
          // A confirmed address needs no mail; the client goes on to GET auth/access.
          if (!holder.value.verified) yield* confirmations.resendLink(holder.value, at)
          return { email: holder.value.email }
        })
      )
      .handle("access", ({ urlParams, request }) =>
        Effect.gen(function* () {
          const at = yield* currentDate
          const handshake = yield* handshakes.ofRequest(request, at)
          const holder = yield* confirmations.keyHolder(urlParams.confirm_key, at)
          if (Option.isNone(holder)) return yield* Effect.fail(ConfirmKeyInvalid.default())
          if (!holder.value.verified) return yield* Effect.fail(EmailNotConfirmed.default())
          if (!(yield* confirmations.spendKey(urlParams.confirm_key, at))) return yield* Effect.fail(ConfirmKeyInvalid.default())
          const session = yield* sessions.open(holder.value.id, at, Option.getOrNull(handshake))
          return { ...session, fresh: true }
        })
      )
  })
).pipe(Layer.provide(NewAccounts.Default))
