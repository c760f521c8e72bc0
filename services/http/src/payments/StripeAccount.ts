import { AppConfig } from "@redline/infra"
import { Config, ConfigError, Effect, Either, Layer, Option, Redacted } from "effect"
import { SigningKey } from "../auth/SigningKey.ts"

/** A Stripe account's keys: the secret key the server calls with, the publishable key browsers tokenize cards with, and the webhook's signing secret. */
export interface StripeKeys {
  readonly secretKey: Redacted.Redacted
  readonly publishableKey: string
  readonly webhookSecret: Redacted.Redacted
}

const nonEmpty = (name: string) =>
  Config.option(Config.redacted(name)).pipe(Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")))

/**
 * Stripe when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are all set, none
 * when none is; some without the others is a configuration mistake, said at start-up.
 */
export const stripeKeys: Config.Config<Option.Option<StripeKeys>> = Config.all({
  secretKey: nonEmpty("STRIPE_SECRET_KEY"),
  publishableKey: nonEmpty("STRIPE_PUBLISHABLE_KEY"),
  webhookSecret: nonEmpty("STRIPE_WEBHOOK_SECRET")
}).pipe(
  Config.mapOrFail(({ secretKey, publishableKey, webhookSecret }) => {
    const set = [secretKey, publishableKey, webhookSecret].filter(Option.isSome).length
    if (set === 0) return Either.right(Option.none())
    if (Option.isSome(secretKey) && Option.isSome(publishableKey) && Option.isSome(webhookSecret)) {
      return Either.right(
        Option.some({
          secretKey: Redacted.make(Redacted.value(secretKey.value).trim()),
          publishableKey: Redacted.value(publishableKey.value).trim(),
          webhookSecret: Redacted.make(Redacted.value(webhookSecret.value).trim())
        })
      )
    }
    return Either.left(
      ConfigError.InvalidData([], "STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set together, or none of them")
    )
  })
)

/** Where Stripe posts its events: the webhook on the public site. */
export const stripeWebhookUrlOf = (publicUrl: string) => `${publicUrl}/api/v1/stripe/webhook`

/** Who takes Redline's cards and charges, with which keys. */
export interface StripeConnection {
  readonly kind: "stripe" | "stand_in"
  readonly keys: StripeKeys
  readonly webhookUrl: string
}

/**
 * Who takes cards and charges, as every process sees it (`connection`): Stripe with the configured
 * keys, the local stand-in where none are configured and stand-ins serve (its keys derived from the
 * signing key, so every process over one database calls, tokenizes and checks webhooks alike), or
 * none, where no card is taken (503, 3103).
 */
export class StripeProvider extends Effect.Service<StripeProvider>()("@redline/http/StripeProvider", {
  effect: Effect.gen(function* () {
    const app = yield* AppConfig
    const configured = yield* stripeKeys
    const webhookUrl = stripeWebhookUrlOf(app.publicUrl)
    if (Option.isSome(configured)) {
      return { connection: Option.some<StripeConnection>({ kind: "stripe", keys: configured.value, webhookUrl }) }
    }
    if (!app.standIns) return { connection: Option.none<StripeConnection>() }
    const signing = yield* SigningKey
    const hex = Buffer.from(signing.sign("stripe_stand_in", "keys"), "base64url").toString("hex")
    const connection = Option.some<StripeConnection>({
      kind: "stand_in",
      keys: {
        secretKey: Redacted.make(`sk_test_${hex.slice(0, 24)}`),
        publishableKey: `pk_test_${hex.slice(24, 48)}`,
        webhookSecret: Redacted.make(`whsec_${hex.slice(48, 64)}`)
      },
      webhookUrl
    })
    return { connection }
  })
}) {
  /** A provider a test chooses. */
  static readonly Test = (connection: StripeConnection | null) =>
    Layer.succeed(StripeProvider, StripeProvider.make({ connection: Option.fromNullable(connection) }))
}
