import { Effect, Layer, Option, Redacted } from "effect"
import Stripe from "stripe"
import { SigningKey } from "../auth/SigningKey.ts"
import { StripeProvider, type StripeConnection } from "./StripeAccount.ts"
import { startStripeStandIn } from "./StripeStandIn.ts"
import { AppConfig } from "@redline/infra"

/** Where browsers send card details to be tokenized, with which key: Stripe's API, or the local stand-in's. */
export interface CardForm {
  readonly publishable_key: string
  readonly api_url: string
}

/** The official SDK, with the account it calls as and where the card form tokenizes. */
export interface StripeAccess {
  readonly sdk: Stripe
  readonly connection: StripeConnection
  readonly cardForm: CardForm
}

/** Stripe's own API, where browsers tokenize cards in the real mode. */
export const STRIPE_API_URL = "https://api.stripe.com"

/**
 * The `stripe` SDK for an account: Stripe's servers, or another server speaking Stripe's API at
 * `origin` (the local stand-in) through the SDK's own `host`, `port` and `protocol` options.
 */
export const stripeSdk = (connection: StripeConnection, origin?: string) => {
  const target = origin === undefined ? undefined : new URL(origin)
  return new Stripe(Redacted.value(connection.keys.secretKey), {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Redline" },
    ...(target === undefined
      ? {}
      : { host: target.hostname, port: Number(target.port), protocol: target.protocol === "https:" ? "https" : "http" })
  })
}

/**
 * Stripe as this process reaches it: with the configured keys; the same SDK pointed at the local
 * stand-in, started in this process, where none are configured and stand-ins serve; or none (no
 * card is taken: 503, 3103). Built by the api role at start-up, so the site's security policy lets
 * the card form reach `cardForm.api_url`.
 */
export class StripeClient extends Effect.Service<StripeClient>()("@redline/http/StripeClient", {
  scoped: Effect.gen(function* () {
    const { connection } = yield* StripeProvider
    if (Option.isNone(connection)) return { access: Option.none<StripeAccess>() }
    const { keys, kind } = connection.value
    if (kind === "stripe") {
      return {
        access: Option.some<StripeAccess>({
          sdk: stripeSdk(connection.value),
          connection: connection.value,
          cardForm: { publishable_key: keys.publishableKey, api_url: STRIPE_API_URL }
        })
      }
    }
    const app = yield* AppConfig
    const origin = yield* startStripeStandIn(connection.value, app.publicUrl).pipe(Effect.orDie)
    return {
      access: Option.some<StripeAccess>({
        sdk: stripeSdk(connection.value, origin),
        connection: connection.value,
        cardForm: { publishable_key: keys.publishableKey, api_url: origin }
      })
    }
  })
}) {
  /** Stripe as the configuration chooses it, with the signing key the stand-in's keys derive from. */
  static readonly Configured = StripeClient.Default.pipe(Layer.provide(StripeProvider.Default.pipe(Layer.provide(SigningKey.Default))))
}
