import {
  CardAuthenticationFailed,
  CardDeclined,
  CardSetupNotFound,
  CurrentUser,
  IncorrectCredentials,
  InvalidCard,
  type PaymentMethod,
  PaymentsUnavailable,
  PhotoTooLarge,
  type Provider,
  ProviderOnlyAccount,
  RedlineApi,
  SsoAccountUnknown,
  SsoConnectionExpired,
  SsoEmailRequired,
  SsoLinkRequired
} from "@redline/api"
import { accountAccessRefusal, isUploadSize } from "@redline/domain"
import { hashPassword, verifyPassword, currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { refuseIf } from "../Refuse.ts"
import { type ProviderSignInRefused, signInWithProvider } from "../sso/ProviderSignIn.ts"
import { accessRefusal } from "./AccessRefusal.ts"
import { admit } from "./Admission.ts"
import { BidderRegistration } from "./BidderRegistration.ts"
import { BrowserHandshake } from "./BrowserHandshake.ts"
import { Payments } from "../payments/Payments.ts"
import { SessionsRepo } from "./SessionsRepo.ts"
import { SignInThrottle } from "./SignInThrottle.ts"
import { uploadTokenFor } from "./UploadToken.ts"
import { apiGroup } from "../ReadLanes.ts"

// Tries per address (an office, a campus or a carrier's NAT shares one, and the load harness signs its
// bidders in from one), and per address and e-mail: enough for a crowd at an ending and a family's typos,
// too few for trying passwords on many accounts, whose failures also slow the address down.
const SIGN_IN_ADDRESS_LIMIT = { max: 300, window: "10 minutes" } as const
const SIGN_IN_LIMIT = { max: 10, window: "1 minute" } as const
// Cards entered per user: plenty for typos and a few cards, too few for testing stolen card numbers through the account.
const CARD_LIMIT = { max: 20, window: "1 hour" } as const

/** A provider's credential that signed in to no account: the refusal says which screen comes next. */
const providerSignInRefusal = (provider: Provider, { refusal }: ProviderSignInRefused) => {
  switch (refusal.reason) {
    case "credential_expired":
      return SsoConnectionExpired.default({ provider })
    case "disabled":
    case "locked":
      return accessRefusal(refusal.reason)
    case "email_required":
      return SsoEmailRequired.default({ provider })
    case "link_required":
      return SsoLinkRequired.default({ provider, email: refusal.email })
    case "account_unknown":
      return SsoAccountUnknown.default({ provider, email: refusal.email, is_private_email: refusal.isPrivateEmail })
  }
}

/** A presigned upload of `size` bytes into the user's folder; larger ones are refused before any URL is signed. */
const uploadToken = (size: number) =>
  Effect.gen(function* () {
    const user = yield* CurrentUser
    if (!isUploadSize(size)) return yield* Effect.fail(PhotoTooLarge.default())
    return yield* uploadTokenFor(user.id, size)
  })

export const AuthHttpLive = apiGroup(RedlineApi, "auth", (handlers) =>
  Effect.gen(function* () {
    const sessions = yield* SessionsRepo
    const limits = yield* RateLimits
    const payments = yield* Payments
    const registration = yield* BidderRegistration
    const throttle = yield* SignInThrottle
    const handshakes = yield* BrowserHandshake
    // Checked against when the e-mail is unknown, so timing doesn't tell which e-mails have accounts.
    const decoyHash = yield* hashPassword(crypto.randomUUID())

    const cardForm = Option.getOrNull(payments.cardForm)
    const standing = (userId: number) => Effect.map(registration.of(userId), (of) => ({ ...of, card_form: cardForm, authentication: null }))

    // Adding a card and replacing it are one act: Stripe sets up the card the browser tokenized,
    // and only a card it takes replaces the one on file, so a declined card leaves the old one in
    // place. A card whose bank asks for authentication waits for it; the person comes back with its setup.
    const storeCard = (payload: typeof PaymentMethod.Type) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        if ("payment_method_id" in payload) yield* limits.enforce(`card:user:${user.id}`, CARD_LIMIT.max, CARD_LIMIT.window)
        const authentication =
          "setup_intent_id" in payload
            ? yield* Effect.as(payments.finishCardSetup(user.id, payload.setup_intent_id), null)
            : yield* Effect.map(
                payments.setUpCard(user.id, payload.payment_method_id, payload.return_path ?? "/register-to-bid"),
                (setup) => (setup.status === "succeeded" ? null : { setup_intent_id: setup.setupIntentId, url: setup.url })
              )
        return { ...(yield* standing(user.id)), authentication }
      }).pipe(
        Effect.catchTags({
          CardRefused: (refused) =>
            Effect.fail(
              refused.reason === "declined"
                ? CardDeclined.default()
                : refused.reason === "authentication_failed"
                  ? CardAuthenticationFailed.default()
                  : InvalidCard.default()
            ),
          CardSetupUnknown: () => Effect.fail(CardSetupNotFound.default()),
          PaymentsUnreachable: () => Effect.fail(PaymentsUnavailable.default())
        })
      )

    return handlers
      .handle("login", ({ payload, request }) =>
        Effect.gen(function* () {
          const at = yield* currentDate
          const handshake = Option.getOrNull(yield* handshakes.ofRequest(request, at))
          if ("provider" in payload) {
            const provider = payload.provider
            return yield* signInWithProvider(provider, payload.credential, handshake, at).pipe(
              Effect.catchTag("ProviderSignInRefused", (refused) => Effect.fail(providerSignInRefusal(provider, refused)))
            )
          }
          const email = payload.email.trim().toLowerCase()
          const address = clientAddress(request.headers)
          yield* limits.enforce(`login:${address}`, SIGN_IN_ADDRESS_LIMIT.max, SIGN_IN_ADDRESS_LIMIT.window)
          yield* limits.enforce(`login:${address}:${email}`, SIGN_IN_LIMIT.max, SIGN_IN_LIMIT.window)
          yield* throttle.admit(address, email, payload.recaptcha)
          const found = yield* sessions.accountByEmail(email)
          if (Option.isNone(found)) {
            yield* verifyPassword(decoyHash, payload.password)
            yield* throttle.failed(address, email)
            return yield* Effect.fail(IncorrectCredentials.default())
          }
          const account = found.value
          yield* refuseIf(accountAccessRefusal(account, at), accessRefusal)
          if (account.passwordHash === null) return yield* Effect.fail(ProviderOnlyAccount.default())
          if (!(yield* verifyPassword(account.passwordHash, payload.password))) {
            yield* throttle.failed(address, email)
            return yield* Effect.fail(IncorrectCredentials.default())
          }
          yield* throttle.succeeded(email)
          return yield* admit(account, at, handshake, { redirect_context: payload.redirect_context, redirect_url: payload.redirect_url })
        })
      )
      .handle("payment", () => Effect.flatMap(CurrentUser, (user) => standing(user.id)))
      .handle("addPayment", ({ payload }) => storeCard(payload))
      .handle("replacePayment", ({ payload }) => storeCard(payload))
      .handle("s3Token", ({ urlParams }) => uploadToken(urlParams.size))
      .handle("r2Token", ({ urlParams }) => uploadToken(urlParams.size))
      .handle("biddingAgreement", () =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* registration.acceptAgreement(user.id)
          return { bidding_agreement: true as const }
        })
      )
  })
).pipe(Layer.provide(BidderRegistration.Default))
