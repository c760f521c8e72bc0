import { HttpApiBuilder } from "@effect/platform"
import {
  ConfirmationInvalid,
  ConfirmKeyInvalid,
  EmailNotConfirmed,
  FieldsRequired,
  InvalidEmail,
  RateLimited,
  RedlineApi,
  type SignUp,
  TermsNotAccepted
} from "@redline/api"
import { normalizeEmail, registrationError, signUpEmailError } from "@redline/domain"
import { hashPassword, currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { BrowserHandshake } from "../auth/BrowserHandshake.ts"
import { SessionsRepo } from "../auth/SessionsRepo.ts"
import { clientAddress, RateLimiter } from "../RateLimiter.ts"
import { signUpWithProvider } from "../sso/ProviderSignUp.ts"
import { BotCheck } from "./BotCheck.ts"
import { Confirmations } from "./Confirmations.ts"
import { createAccount } from "./NewAccounts.ts"
import { requireStrongPassword } from "./PasswordPolicy.ts"
import { checkUsername } from "./UsernameRules.ts"

// Sign-ups per address: a family or an office shares one, a script needs many.
const SIGN_UP_LIMIT = { max: 20, windowMillis: 3_600_000 }
// Verification mails per confirm key and per address: enough for a slow inbox, too few to flood one.
const RESEND_LIMIT = { max: 3, windowMillis: 10 * 60_000 }
const RESEND_ADDRESS_LIMIT = { max: 20, windowMillis: 3_600_000 }

// Attribution codes are short; anything longer is not one and is dropped rather than refused.
const ATTRIBUTION_MAX_LENGTH = 200


const attribution = (payload: SignUp) => {
  const fit = (value: string | undefined) => (value === undefined || value.length > ATTRIBUTION_MAX_LENGTH ? null : value)
  return payload.clear_attribution === true
    ? { attribution_source: null, attribution_id: null }
    : { attribution_source: fit(payload.attribution_source), attribution_id: fit(payload.attribution_id) }
}

export const AccountsHttpLive = HttpApiBuilder.group(RedlineApi, "accounts", (handlers) =>
  Effect.gen(function* () {
    const botCheck = yield* BotCheck
    const confirmations = yield* Confirmations
    const sessions = yield* SessionsRepo
    const handshakes = yield* BrowserHandshake
    const limiter = yield* RateLimiter

    const limit = (key: string, rule: { readonly max: number; readonly windowMillis: number }) =>
      Effect.flatMap(limiter.attempt(key, rule), (allowed) => (allowed ? Effect.void : Effect.fail(RateLimited.default())))

    return handlers
      .handle("challenge", () => botCheck.challenge)
      .handle("register", ({ payload, request }) =>
        Effect.gen(function* () {
          yield* limit(`sign-up:${clientAddress(request.headers)}`, SIGN_UP_LIMIT)
          // First, so a bot learns nothing about which names and addresses are taken.
          yield* botCheck.verify(payload.recaptcha)
          const at = yield* currentDate
          const handshake = Option.getOrNull(yield* handshakes.ofRequest(request, at))
          if (payload.provider !== undefined) {
            return yield* signUpWithProvider(payload, payload.provider, payload.credential ?? "", attribution(payload), handshake, at)
          }
          if (!payload.accept) return yield* Effect.fail(TermsNotAccepted.default())
          const username = payload.username.trim()
          const email = normalizeEmail(payload.email)
          if (registrationError({ username, password: payload.password }) !== null) return yield* Effect.fail(FieldsRequired.default())
          if (signUpEmailError(email) !== null) return yield* Effect.fail(InvalidEmail.default())
          yield* checkUsername(username)
          yield* requireStrongPassword(payload.password, { username, email })
          const account = yield* createAccount(
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
          return {
            user: { user_id: account.id, username },
            email,
            email_verified: false as const,
            confirm_key: yield* confirmations.issueKey(account.id, at)
          }
        }))
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
        }))
      .handle("resend", ({ payload, request }) =>
        Effect.gen(function* () {
          const at = yield* currentDate
          const holder = yield* confirmations.keyHolder(payload.confirm_key, at)
          if (Option.isNone(holder)) return yield* Effect.fail(ConfirmKeyInvalid.default())
          yield* limit(`resend:${clientAddress(request.headers)}`, RESEND_ADDRESS_LIMIT)
          yield* limit(`resend:user:${holder.value.id}`, RESEND_LIMIT)
          // A confirmed address needs no mail; the client goes on to GET auth/access.
          if (!holder.value.verified) yield* confirmations.resendLink(holder.value, at)
          return { email: holder.value.email }
        }))
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
        }))
  })
).pipe(Layer.provide(BotCheck.Default))
