import { smsKeyword } from "@redline/domain"
import { Clock, Context, Data, Effect, Redacted } from "effect"
import twilio from "twilio"
import type { SmsCarrier } from "./SmsProvider.ts"
import { SmsStandInLog } from "./SmsStandInLog.ts"
import { messageSid } from "./TwilioStandIn.ts"

/** The webhook could not be reached, or refused the text. */
export class StandInWebhookFailed extends Data.TaggedError("StandInWebhookFailed")<{ readonly reason: string }> {}

/** What Twilio itself texts back to STOP and START on a number with its default opt-out handling. */
export const TWILIO_OPT_OUT_REPLY =
  "You have successfully been unsubscribed. You will not receive any more messages from this number. Reply START to resubscribe."
export const TWILIO_OPT_IN_REPLY =
  "You have successfully been re-subscribed to messages from this number. Reply HELP for help. Reply STOP to unsubscribe. Msg&Data Rates May Apply."

/** How the stand-in posts to the webhook. */
export type WebhookPost = (url: string, init: RequestInit) => Promise<Response>

/**
 * Where the stand-in delivers texts to Redline's number: over HTTP to the webhook at PUBLIC_URL,
 * as Twilio does (`overHttp`), or, in the HTTP tests, to the test's API as its gateway hands it
 * a request.
 */
export class StandInWebhook extends Context.Tag("@redline/http/StandInWebhook")<StandInWebhook, { readonly post: WebhookPost }>() {
  static readonly overHttp: { readonly post: WebhookPost } = { post: (url, init) => fetch(url, init) }
}

const XML_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }
const unescapeXml = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16))
    if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10))
    return XML_ENTITIES[name.toLowerCase()] ?? entity
  })

/** The texts a TwiML answer sends back: each `<Message>`, its text or its `<Body>`. */
export const twimlMessages = (twiml: string): ReadonlyArray<string> =>
  [...twiml.matchAll(/<Message(?:\s[^>]*)?>([\s\S]*?)<\/Message>/g)].map((match) => {
    const inner = match[1]!
    const body = /<Body(?:\s[^>]*)?>([\s\S]*?)<\/Body>/.exec(inner)?.[1] ?? inner.replace(/<[^>]*>/g, "")
    return unescapeXml(body.trim())
  })

/**
 * The form Twilio posts to a messaging webhook for a text received, with its signature: the
 * webhook's URL and every parameter, sorted, HMAC-SHA1 with the auth token (the SDK's own
 * `getExpectedTwilioSignature`, the other half of its `validateRequest`).
 */
export const inboundWebhookRequest = (
  carrier: SmsCarrier,
  text: { readonly sid: string; readonly from: string; readonly body: string }
) => {
  const params: Record<string, string> = {
    ToCountry: "US",
    ToState: "",
    SmsMessageSid: text.sid,
    NumMedia: "0",
    ToCity: "",
    FromZip: "",
    SmsSid: text.sid,
    FromState: "",
    SmsStatus: "received",
    FromCity: "",
    Body: text.body,
    FromCountry: "US",
    To: carrier.account.from,
    ToZip: "",
    NumSegments: "1",
    MessageSid: text.sid,
    AccountSid: carrier.account.accountSid,
    From: text.from,
    ApiVersion: "2010-04-01"
  }
  const signature = twilio.getExpectedTwilioSignature(Redacted.value(carrier.account.authToken), carrier.webhookUrl, params)
  return {
    url: carrier.webhookUrl,
    init: {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature, "user-agent": "TwilioProxy/1.1" },
      body: new URLSearchParams(params).toString()
    } satisfies RequestInit
  }
}

/**
 * A phone texts Redline's number through the stand-in, as through Twilio: the text is kept, Twilio's
 * own answer to STOP or START is texted back, and the text is posted to the webhook, signed; the
 * texts of the webhook's TwiML answer go back to the phone. Answers what the phone received.
 */
export const textRedline = (carrier: SmsCarrier, text: { readonly from: string; readonly body: string }) =>
  Effect.gen(function* () {
    const log = yield* SmsStandInLog
    const { post } = yield* StandInWebhook
    const now = () => Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
    const number = carrier.account.from
    const sid = messageSid()
    yield* log.record({ sid, direction: "inbound", from: text.from, to: number, body: text.body }, yield* now())
    const replies: Array<string> = []
    const keyword = smsKeyword(text.body)
    const automatic = keyword === "stop" ? TWILIO_OPT_OUT_REPLY : keyword === "start" ? TWILIO_OPT_IN_REPLY : null
    if (automatic !== null) replies.push(automatic)

    const request = inboundWebhookRequest(carrier, { sid, ...text })
    const response = yield* Effect.tryPromise({
      try: () => post(request.url, request.init),
      catch: (cause) => new StandInWebhookFailed({ reason: `The webhook ${request.url} could not be reached: ${String(cause)}` })
    })
    const answer = yield* Effect.promise(() => response.text())
    if (!response.ok) return yield* new StandInWebhookFailed({ reason: `The webhook answered ${response.status}: ${answer}` })
    // Twilio sends nothing more to a number that just opted out, TwiML or not.
    if (keyword !== "stop") replies.push(...twimlMessages(answer))
    for (const reply of replies) {
      yield* log.record({ sid: messageSid(), direction: "outbound", from: number, to: text.from, body: reply }, yield* now())
    }
    return replies
  })
