import { AppConfig } from "@redline/infra"
import { Config, ConfigError, Effect, Either, Layer, Option, Redacted } from "effect"
import { SigningKey } from "../auth/SigningKey.ts"

/** A Twilio account: its SID and auth token, and the number texts are sent from (E.164). */
export interface TwilioAccount {
  readonly accountSid: string
  readonly authToken: Redacted.Redacted
  readonly from: string
}

const nonEmpty = (name: string) =>
  Config.option(Config.redacted(name)).pipe(Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")))

/**
 * Twilio when TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are all set, none when none
 * is; some without the others is a configuration mistake, said at start-up.
 */
export const twilioAccount: Config.Config<Option.Option<TwilioAccount>> = Config.all({
  accountSid: nonEmpty("TWILIO_ACCOUNT_SID"),
  authToken: nonEmpty("TWILIO_AUTH_TOKEN"),
  from: nonEmpty("TWILIO_FROM")
}).pipe(
  Config.mapOrFail(({ accountSid, authToken, from }) => {
    const set = [accountSid, authToken, from].filter(Option.isSome).length
    if (set === 0) return Either.right(Option.none())
    if (Option.isSome(accountSid) && Option.isSome(authToken) && Option.isSome(from)) {
      return Either.right(
        Option.some({
          accountSid: Redacted.value(accountSid.value).trim(),
          authToken: authToken.value,
          from: Redacted.value(from.value).trim()
        })
      )
    }
    return Either.left(
      ConfigError.InvalidData([], "TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set together, or none of them")
    )
  })
)

/** The local stand-in's number: a 555-01xx number, which North America keeps for fiction. */
export const STAND_IN_NUMBER = "+15035550100"

/** Where Twilio posts texts to Redline's number: the webhook on the public site. */
export const webhookUrlOf = (publicUrl: string) => `${publicUrl}/api/v1/sms/inbound`

/** Who carries Redline's texts, and the address of the webhook it signs its posts for. */
export interface SmsCarrier {
  readonly kind: "twilio" | "stand_in"
  readonly account: TwilioAccount
  readonly webhookUrl: string
}

/**
 * Who carries Redline's texts, as every process sees it (`carrier`): Twilio with the configured
 * account, the local stand-in where none is configured and stand-ins serve (its account SID and
 * auth token derived from the signing key, so every process over one database has the same, which
 * the webhook's signature needs), or none, where no text can be sent (enrollment answers 503).
 */
export class SmsProvider extends Effect.Service<SmsProvider>()("@redline/http/SmsProvider", {
  effect: Effect.gen(function* () {
    const app = yield* AppConfig
    const configured = yield* twilioAccount
    const webhookUrl = webhookUrlOf(app.publicUrl)
    if (Option.isSome(configured)) return { carrier: Option.some<SmsCarrier>({ kind: "twilio", account: configured.value, webhookUrl }) }
    if (!app.standIns) return { carrier: Option.none<SmsCarrier>() }
    const signing = yield* SigningKey
    const hex = Buffer.from(signing.sign("sms_stand_in", "account"), "base64url").toString("hex")
    const carrier = Option.some<SmsCarrier>({
      kind: "stand_in",
      account: {
        accountSid: `AC${hex.slice(0, 32)}`,
        authToken: Redacted.make(hex.slice(32, 64)),
        from: STAND_IN_NUMBER
      },
      webhookUrl
    })
    return { carrier }
  })
}) {
  /** A provider a test chooses. */
  static readonly Test = (carrier: SmsCarrier | null) =>
    Layer.succeed(SmsProvider, SmsProvider.make({ carrier: Option.fromNullable(carrier) }))
}
