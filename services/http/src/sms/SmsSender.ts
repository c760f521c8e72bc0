import { Data, Effect, Layer, Option, Redacted } from "effect"
import twilio from "twilio"
import type RequestClient from "twilio/lib/base/RequestClient.js"
import { SmsProvider, type TwilioAccount } from "./SmsProvider.ts"
import { SmsStandInLog } from "./SmsStandInLog.ts"
import { startTwilioStandIn } from "./TwilioStandIn.ts"

/** A text Twilio did not take; `code` is Twilio's error code when it answered with one (21610: the number replied STOP). */
export class SmsNotSent extends Data.TaggedError("SmsNotSent")<{ readonly reason: string; readonly code: number | null }> {
  override toString() {
    return this.reason
  }
}

export interface SmsSenderShape {
  /** Sends `body` to `to` (E.164) from the account's number; answers Twilio's message SID. */
  readonly send: (message: { readonly to: string; readonly body: string }) => Effect.Effect<string, SmsNotSent>
}

/** Twilio's SDK sends every request through a `RequestClient`; this one sends them to another origin, path and all. */
class RequestClientTo extends twilio.RequestClient {
  constructor(private readonly origin: string) {
    super({ timeout: 10_000 })
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const uri = new URL(options.uri)
    return super.request({ ...options, uri: new URL(`${uri.pathname}${uri.search}`, this.origin).href })
  }
}

/**
 * Texts through Twilio's official SDK (`messages.create`). `apiOrigin` sends its requests to
 * another server speaking Twilio's REST API instead of api.twilio.com (the local stand-in), by the
 * SDK's own seam for that, a custom `httpClient`: the SDK builds, signs and reads every request as
 * it would with Twilio.
 */
export const twilioSender = (account: TwilioAccount, apiOrigin?: string): SmsSenderShape => {
  const client = twilio(account.accountSid, Redacted.value(account.authToken), {
    ...(apiOrigin === undefined ? {} : { httpClient: new RequestClientTo(apiOrigin) }),
    timeout: 10_000
  })
  return {
    send: ({ to, body }) =>
      Effect.tryPromise({
        try: () => client.messages.create({ to, from: account.from, body }),
        catch: (error) =>
          error instanceof twilio.RestException
            ? new SmsNotSent({
                reason: `Twilio refused the text (${error.code ?? error.status}): ${error.message}`,
                code: error.code ?? null
              })
            : new SmsNotSent({ reason: `Twilio could not be reached: ${String(error)}`, code: null })
      }).pipe(Effect.map((message) => message.sid))
  }
}

/**
 * How the outbox's texts leave: Twilio with the configured account; the official SDK pointed at
 * the local stand-in, started in this process, where none is configured and stand-ins serve; or
 * nothing at all (texts wait in the outbox, as no enrollment can begin there).
 */
export class SmsSender extends Effect.Service<SmsSender>()("@redline/http/SmsSender", {
  scoped: Effect.gen(function* () {
    const { carrier } = yield* SmsProvider
    if (Option.isNone(carrier)) return Option.none<SmsSenderShape>()
    const { kind, account } = carrier.value
    if (kind === "twilio") return Option.some(twilioSender(account))
    const origin = yield* startTwilioStandIn(account).pipe(Effect.orDie)
    return Option.some(twilioSender(account, origin))
  }).pipe(Effect.map((sender) => ({ sender }))),
  dependencies: [SmsStandInLog.Default]
}) {
  /** A sender a test chooses. */
  static readonly Test = (sender: SmsSenderShape) => Layer.succeed(SmsSender, SmsSender.make({ sender: Option.some(sender) }))
}
