import { HttpApiBuilder } from "@effect/platform"
import { SqlClient } from "@effect/sql"
import {
  AccountDisabled,
  AccountLocked,
  CardDeclined,
  CurrentUser,
  IncorrectCredentials,
  InvalidCard,
  type PaymentMethod,
  ProviderOnlyAccount,
  RateLimited,
  RedlineApi
} from "@redline/api"
import { hashPassword, verifyPassword, currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { clientAddress, RateLimiter } from "../RateLimiter.ts"
import { uploadTokenFor } from "./UploadToken.ts"
import { signInWithProvider } from "../sso/ProviderSignIn.ts"
import { admit } from "./Admission.ts"
import { BrowserHandshake } from "./BrowserHandshake.ts"
import { PaymentProvider } from "./PaymentProvider.ts"
import { SessionsRepo } from "./SessionsRepo.ts"
import { SignInLockout } from "./SignInLockout.ts"

// Ten tries a minute per address and e-mail: enough for typos, too few for guessing.
const SIGN_IN_LIMIT = { max: 10, windowMillis: 60_000 }


export const AuthHttpLive = HttpApiBuilder.group(RedlineApi, "auth", (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* SessionsRepo
    const limiter = yield* RateLimiter
    const payments = yield* PaymentProvider
    const sql = yield* SqlClient.SqlClient
    const lockout = yield* SignInLockout
    const handshakes = yield* BrowserHandshake
    // Checked against when the e-mail is unknown, so timing doesn't tell which e-mails have accounts.
    const decoyHash = yield* hashPassword(crypto.randomUUID())

    // Adding a card and replacing it are one act: the provider checks the new card, and only a card
    // it takes replaces the one on file, so a declined card leaves the old one in place.
    const storeCard = (payload: typeof PaymentMethod.Type) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const stored = yield* payments.storeCard(
          { number: payload.card_number, expMonth: payload.exp_month, expYear: payload.exp_year, cvc: payload.cvc },
          yield* currentDate
        ).pipe(Effect.mapError((refused) => (refused.reason === "declined" ? CardDeclined.default() : InvalidCard.default())))
        yield* sql`
          UPDATE users SET card_on_file = true, card_brand = ${stored.brand}, card_last4 = ${stored.last4},
                 payment_reference = ${stored.reference}
           WHERE id = ${user.id}`.pipe(Effect.orDie)
        return { card_on_file: true, brand: stored.brand, last4: stored.last4, bidding_agreement: user.biddingAgreement }
      })

    return handlers
      .handle("login", ({ payload, request }) =>
        Effect.gen(function* () {
          const at = yield* currentDate
          const handshake = Option.getOrNull(yield* handshakes.ofRequest(request, at))
          if ("provider" in payload) return yield* signInWithProvider(payload.provider, payload.credential, handshake, at)
          const email = payload.email.trim().toLowerCase()
          if (!(yield* limiter.attempt(`login:${clientAddress(request.headers)}:${email}`, SIGN_IN_LIMIT))) {
            return yield* Effect.fail(RateLimited.default())
          }
          const found = yield* sessions.accountByEmail(email)
          if (Option.isNone(found)) {
            yield* verifyPassword(decoyHash, payload.password)
            return yield* Effect.fail(IncorrectCredentials.default())
          }
          const account = found.value
          if (account.banned) return yield* Effect.fail(AccountDisabled.default())
          if (lockout.isLocked(account, at)) return yield* Effect.fail(AccountLocked.default())
          if (account.passwordHash === null) return yield* Effect.fail(ProviderOnlyAccount.default())
          if (!(yield* verifyPassword(account.passwordHash, payload.password))) {
            const locked = yield* lockout.recordFailure(account.id, at)
            return yield* Effect.fail(locked ? AccountLocked.default() : IncorrectCredentials.default())
          }
          yield* lockout.clear(account.id)
          return yield* admit(account, at, handshake, { redirect_context: payload.redirect_context, redirect_url: payload.redirect_url })
        }))
      .handle("payment", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const [row] = yield* sql<{ card_on_file: boolean; card_brand: string | null; card_last4: string | null; bidding_agreement: boolean }>`
            SELECT card_on_file, card_brand, card_last4, bidding_agreement FROM users WHERE id = ${user.id}`.pipe(Effect.orDie)
          return {
            card_on_file: row?.card_on_file ?? false,
            brand: row?.card_brand ?? null,
            last4: row?.card_last4 ?? null,
            bidding_agreement: row?.bidding_agreement ?? false
          }
        }))
      .handle("addPayment", ({ payload }) => storeCard(payload))
      .handle("replacePayment", ({ payload }) => storeCard(payload))
      .handle("s3Token", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => uploadTokenFor(user.id, urlParams.size)))
      .handle("r2Token", ({ urlParams }) => Effect.flatMap(CurrentUser, (user) => uploadTokenFor(user.id, urlParams.size)))
      .handle("biddingAgreement", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* sql`UPDATE users SET bidding_agreement = true WHERE id = ${user.id}`.pipe(Effect.orDie)
          return { bidding_agreement: true as const }
        }))
  })
).pipe(Layer.provide(PaymentProvider.Default))
