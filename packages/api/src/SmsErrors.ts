import { ErrorCode, Messages, retryTimeText } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of SMS enrollment and of the SMS provider's webhook (spec 2 §5, §8 'SMS'). */

/** The phone number is blank ('Please enter your phone number') or no US number ('Invalid phone number'). */
export class SmsPhoneInvalid extends Refusal<SmsPhoneInvalid>()("SmsPhoneInvalid", ErrorCode.sms_phone_invalid, 400, null) {}

/**
 * The number replied STOP: no text reaches it until it texts START to `phone`, Redline's SMS
 * number, which the message names.
 */
export class SmsOptedOut extends Refusal<SmsOptedOut>()(
  "SmsOptedOut",
  ErrorCode.sms_opted_out,
  409,
  ({ phone }) => Messages.smsOptedOut(phone),
  { phone: Schema.String.annotations({ description: "The number to text START to (E.164)" }) }
) {
  static readonly textStartTo = (phone: string) => SmsOptedOut.default({ phone })
}

const Next = Schema.String.annotations({ description: "When another request is taken (ISO 8601): the `{time}` of the message" })

/**
 * Too many enrollment requests (codes asked for a new number, or verification attempts); `next` is
 * when the next is taken. The message writes it in UTC; the browser writes `next` in local time.
 */
export class SmsTooManyRequests extends Refusal<SmsTooManyRequests>()(
  "SmsTooManyRequests",
  ErrorCode.sms_too_many_requests,
  429,
  ({ next }) => Messages.smsTooManyRequests(retryTimeText(new Date(next), "UTC")),
  { next: Next }
) {
  static readonly until = (next: Date) => SmsTooManyRequests.default({ next: next.toISOString() })
}

/** Too many codes sent again to the number awaiting its code (the code screen's Resend); `next` as above. */
export class SmsTooManyCodes extends Refusal<SmsTooManyCodes>()(
  "SmsTooManyCodes",
  ErrorCode.sms_too_many_codes,
  429,
  ({ next }) => Messages.smsTooManyCodes(retryTimeText(new Date(next), "UTC")),
  { next: Next }
) {
  static readonly until = (next: Date) => SmsTooManyCodes.default({ next: next.toISOString() })
}

/**
 * The code is not the one sent ('Invalid code.'), or not 6 digits at all (`of` with 'Invalid
 * verification code', which is not counted as an attempt).
 */
export class SmsInvalidCode extends Refusal<SmsInvalidCode>()("SmsInvalidCode", ErrorCode.sms_invalid_code, 400, Messages.smsInvalidCode) {}

/** The code was guessed wrong too many times: it takes no more tries, right or wrong, until a new code is sent. */
export class SmsTooManyAttempts extends Refusal<SmsTooManyAttempts>()(
  "SmsTooManyAttempts",
  ErrorCode.sms_too_many_attempts,
  429,
  Messages.smsTooManyAttempts
) {}

export class SmsCodeExpired extends Refusal<SmsCodeExpired>()("SmsCodeExpired", ErrorCode.sms_code_expired, 400, Messages.smsCodeExpired) {}

/** A code was given, or the number changed, before any enrollment or code was asked for. */
export class SmsNotStarted extends Refusal<SmsNotStarted>()("SmsNotStarted", ErrorCode.sms_not_started, 409, Messages.smsNotStarted) {}

/** A code was asked for the number already verified on the account. */
export class SmsPhoneAlreadyVerified extends Refusal<SmsPhoneAlreadyVerified>()(
  "SmsPhoneAlreadyVerified",
  ErrorCode.sms_phone_already_verified,
  409,
  Messages.smsPhoneAlreadyVerified
) {}

/** No SMS provider is configured (TWILIO_*) and stand-ins don't serve here: no text can be sent. */
export class SmsUnavailable extends Refusal<SmsUnavailable>()("SmsUnavailable", ErrorCode.sms_unavailable, 503, Messages.smsUnavailable) {}

/** A webhook request without the provider's valid `X-Twilio-Signature`. */
export class SmsSignatureInvalid extends Refusal<SmsSignatureInvalid>()(
  "SmsSignatureInvalid",
  ErrorCode.sms_signature_invalid,
  403,
  Messages.smsSignatureInvalid
) {}
