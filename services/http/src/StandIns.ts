import { providerLabel, SIGN_IN_PROVIDERS } from "@redline/domain"
import { AppConfig } from "@redline/infra"
import { Effect, Option } from "effect"
import { singleSignOnSettings } from "./sso/IdentityProviders.ts"
import { twilioAccount } from "./sms/SmsProvider.ts"
import { cloudflareStreamSettings } from "./videos/CloudflareStream.ts"
import { stripeKeys } from "./payments/StripeAccount.ts"

const listed = (names: ReadonlyArray<string>) =>
  names.length <= 1 ? names.join("") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`

/**
 * The local stand-ins the API serves with, as the start banner names them, by the same settings
 * their services choose by: the sign-in provider for those not configured (unless LOCAL_SSO says
 * otherwise), and Stripe, the carrier, lending partner, video host and SMS provider (Twilio) where
 * they are not configured and stand-ins serve (`AppConfig.standIns`: a loopback HOST, or STAND_INS=true).
 */
export const standInsServing = Effect.gen(function* () {
  const app = yield* AppConfig
  const signOn = yield* singleSignOnSettings
  const cloudflare = yield* cloudflareStreamSettings
  const twilio = yield* twilioAccount
  const stripe = yield* stripeKeys
  const configured = { google: Option.isSome(signOn.google), facebook: Option.isSome(signOn.facebook), apple: Option.isSome(signOn.apple) }
  const signInStandsFor = SIGN_IN_PROVIDERS.filter((provider) => !configured[provider])
  return [
    ...(Option.isSome(signOn.local) && signInStandsFor.length > 0
      ? [`sign-in with ${listed(signInStandsFor.map(providerLabel))} (any e-mail address signs in)`]
      : []),
    ...(app.standIns && Option.isNone(stripe) ? ["Stripe (cards on file and charges, with Stripe's test cards)"] : []),
    ...(app.standIns ? ["shipping quotes", "financing rates"] : []),
    ...(app.standIns && Option.isNone(cloudflare) ? ["video host"] : []),
    ...(app.standIns && Option.isNone(twilio) ? ["texts (the dev SMS outbox)"] : [])
  ]
})
