import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "./Authentication.ts"
import { DeveloperOnly } from "./DeveloperOnly.ts"
import {
  SmsCodeExpired,
  SmsInvalidCode,
  SmsNotStarted,
  SmsOptedOut,
  SmsPhoneAlreadyVerified,
  SmsPhoneInvalid,
  SmsSignatureInvalid,
  SmsTooManyAttempts,
  SmsTooManyCodes,
  SmsTooManyRequests,
  SmsUnavailable
} from "./SmsErrors.ts"

/**
 * The signed-in user's SMS enrollment (spec 2 §3 'SMS enrollment'). Numbers are E.164
 * ('+15551234567'); times ISO 8601.
 */
export const SmsEnrollment = Schema.Struct({
  phone_number: Schema.NullOr(Schema.String).annotations({
    description: "The enrolled number, verified when `validated_at` is set; null: no enrollment ('Add phone number')"
  }),
  new_phone_number: Schema.NullOr(Schema.String).annotations({
    description: "A number replacing the verified one, awaiting its code (Change phone number); the verified one serves until then"
  }),
  validated_at: Schema.NullOr(Schema.String).annotations({ description: "When `phone_number` was verified; null: not yet (Verify)" }),
  validation_expires_at: Schema.NullOr(Schema.String).annotations({
    description: "When the code last sent stops being taken; while in the future the flow opens at code entry"
  }),
  can_receive_sms: Schema.Boolean.annotations({ description: "A verified number that has not replied STOP: texts are sent to it" }),
  is_opted_in: Schema.Boolean.annotations({
    description: "False once the number replied STOP (Remove replaces Unsubscribe, and the notice says to text START to `sms_number`)"
  }),
  sms_number: Schema.NullOr(Schema.String).annotations({
    description: "The number Redline texts from: STOP, START and HELP are texted to it; null where no texts are sent (no SMS provider)"
  })
})
export type SmsEnrollment = typeof SmsEnrollment.Type

export const SmsPhoneRequest = Schema.Struct({
  phone_number: Schema.String.annotations({ description: "As typed: '+1 555-123-4567', '5551234567', …" })
})

export const SmsCodeRequest = Schema.Struct({ code: Schema.String.annotations({ description: "The 6 digits texted" }) })

/**
 * SMS enrollment (spec 2 §4 'SMS enrollment flow', §7 'SMS'): the signed-in user's own.
 * - `enrollment`: the state.
 * - `sendCode` (send confirmation): texts a 6-digit code to the number given: a first number
 *   ('Add phone number'), the unverified one again (Verify), or the number awaiting its code
 *   (Resend: past its limit `SmsTooManyCodes` rather than `SmsTooManyRequests`). Another number
 *   than a verified one becomes `new_phone_number`, the verified one serving until it is verified.
 * - `changePhoneNumber` (PUT phone number): the same for Change phone number, which needs an
 *   enrollment to change (`SmsNotStarted` otherwise).
 * - `confirm`: the code; right, the number is verified (and outbid and closing-soon alerts by SMS
 *   switched on); wrong, an attempt is counted, and past the attempts the code is locked.
 * - `remove`: the enrollment goes, number fields and all (Remove or Unsubscribe).
 */
export class SmsApi extends HttpApiGroup.make("sms")
  .add(HttpApiEndpoint.get("enrollment", "/v1/sms/enrollment").addSuccess(SmsEnrollment))
  .add(
    HttpApiEndpoint.post("sendCode", "/v1/sms/enrollment")
      .setPayload(SmsPhoneRequest)
      .addSuccess(SmsEnrollment)
      .addError(SmsPhoneInvalid)
      .addError(SmsPhoneAlreadyVerified)
      .addError(SmsOptedOut)
      .addError(SmsTooManyRequests)
      .addError(SmsTooManyCodes)
      .addError(SmsUnavailable)
  )
  .add(
    HttpApiEndpoint.put("changePhoneNumber", "/v1/sms/enrollment/phone_number")
      .setPayload(SmsPhoneRequest)
      .addSuccess(SmsEnrollment)
      .addError(SmsNotStarted)
      .addError(SmsPhoneInvalid)
      .addError(SmsPhoneAlreadyVerified)
      .addError(SmsOptedOut)
      .addError(SmsTooManyRequests)
      .addError(SmsTooManyCodes)
      .addError(SmsUnavailable)
  )
  .add(
    HttpApiEndpoint.put("confirm", "/v1/sms/enrollment")
      .setPayload(SmsCodeRequest)
      .addSuccess(SmsEnrollment)
      .addError(SmsNotStarted)
      .addError(SmsInvalidCode)
      .addError(SmsCodeExpired)
      .addError(SmsTooManyAttempts)
      .addError(SmsTooManyRequests)
  )
  .add(HttpApiEndpoint.del("remove", "/v1/sms/enrollment").addSuccess(SmsEnrollment))
  .middleware(Authentication) {}

/**
 * What Twilio posts about a text sent to Redline's number (form-encoded: `From`, `To`, `Body`,
 * `MessageSid`, `AccountSid`, …, every field kept as sent, for the signature covers them all).
 */
export const InboundSms = Schema.Record({ key: Schema.String, value: Schema.String }).pipe(
  HttpApiSchema.withEncoding({ kind: "UrlParams" })
)

/**
 * The SMS provider's webhook for texts to Redline's number: STOP (and Twilio's other opt-out
 * words) stops texts to the sender's number, START (and its synonyms) resumes them, HELP is
 * answered with what the texts are and how to stop them. Only requests signed by the provider
 * (`X-Twilio-Signature`) are taken. The answer is TwiML.
 */
export class SmsWebhookApi extends HttpApiGroup.make("smsWebhook").add(
  HttpApiEndpoint.post("inbound", "/v1/sms/inbound")
    .setPayload(InboundSms)
    .addSuccess(HttpApiSchema.Text({ contentType: "text/xml" }))
    .addError(SmsSignatureInvalid)
) {}

/** A text the local SMS stand-in carried: sent by Redline (`outbound`), or texted to it from the dev page (`inbound`). */
export const DevSmsMessage = Schema.Struct({
  sid: Schema.String,
  direction: Schema.Literal("outbound", "inbound"),
  from: Schema.String,
  to: Schema.String,
  body: Schema.String,
  links: Schema.Array(Schema.String),
  created_at: Schema.String
})
export type DevSmsMessage = typeof DevSmsMessage.Type

export const DevSmsOutbox = Schema.Struct({
  sms_number: Schema.String.annotations({ description: "The stand-in's number, which Redline texts from" }),
  messages: Schema.Array(DevSmsMessage)
})
export type DevSmsOutbox = typeof DevSmsOutbox.Type

export const DevInboundSms = Schema.Struct({
  from: Schema.String.annotations({ description: "The phone texting Redline's number, as typed" }),
  body: Schema.String.annotations({ description: "What it texts: STOP, START, HELP, …" })
})

/**
 * The local SMS stand-in's outbox, beside the dev mailbox: the newest texts it carried. `inbound`
 * texts Redline's number from a phone, delivered to the webhook signed as Twilio signs, and answers
 * the texts the phone got back (Twilio's own to STOP and START, Redline's to HELP); `SmsUnavailable`
 * when the webhook could not take it. Developers and staff only (`DeveloperOnly`); not found where Twilio is
 * configured or stand-ins don't serve.
 */
export class DevSmsApi extends HttpApiGroup.make("devSms")
  .add(HttpApiEndpoint.get("outbox", "/v1/dev/sms").addSuccess(DevSmsOutbox))
  .add(
    HttpApiEndpoint.post("inbound", "/v1/dev/sms/inbound")
      .setPayload(DevInboundSms)
      .addSuccess(Schema.Struct({ replies: Schema.Array(Schema.String) }))
      .addError(SmsPhoneInvalid)
      .addError(SmsUnavailable)
  )
  .middleware(DeveloperOnly) {}
