import { type SmsEnrollment } from "@redline/api"
import {
  canReceiveTexts,
  CODE_GAP_SECONDS,
  MAX_VERIFICATION_ATTEMPTS,
  normalizePhoneNumber,
  phoneNumberError,
  VERIFICATION_CODE_MINUTES,
  verificationCodeError,
  verificationState,
  Messages,
  TEXT_ALERT_OPTIONS
} from "@redline/domain"
import { Outbox } from "@redline/infra"
import { SqlClient } from "@effect/sql"
import { Clock, Data, Effect, Option } from "effect"
import { randomInt } from "node:crypto"
import { sameSecret } from "../auth/SameSecret.ts"
import { SigningKey } from "../auth/SigningKey.ts"
import { NotificationSettingsRepo } from "../notifications/NotificationSettingsRepo.ts"
import { type LimitReached, RateLimits } from "../RateLimits.ts"
import { transactionOf } from "../Transaction.ts"
import { type EnrollmentRow, SmsEnrollmentsRepo } from "./SmsEnrollmentsRepo.ts"
import { SmsProvider } from "./SmsProvider.ts"
import { verificationCodeText } from "./SmsTexts.ts"

/** Codes texted to one user per hour, and to one number at one user's asking. */
const CODES_PER_HOUR = 5
/** Codes tried by one user per hour, whatever codes they are for. */
const VERIFICATIONS_PER_HOUR = 20

/** What enrollment refuses; the handler words each as the spec does. */
export class PhoneInvalid extends Data.TaggedError("PhoneInvalid")<{ readonly message: string }> {}
export class PhoneAlreadyVerified extends Data.TaggedError("PhoneAlreadyVerified") {}
export class OptedOut extends Data.TaggedError("OptedOut")<{ readonly smsNumber: string }> {}
export class TooManyRequests extends Data.TaggedError("TooManyRequests")<{ readonly next: Date }> {}
export class TooManyCodes extends Data.TaggedError("TooManyCodes")<{ readonly next: Date }> {}
export class NotStarted extends Data.TaggedError("NotStarted") {}
export class InvalidCode extends Data.TaggedError("InvalidCode")<{ readonly malformed: boolean }> {}
export class CodeExpired extends Data.TaggedError("CodeExpired") {}
export class TooManyAttempts extends Data.TaggedError("TooManyAttempts") {}
export class SmsNotOffered extends Data.TaggedError("SmsNotOffered") {}

const sixDigits = () => String(randomInt(0, 1_000_000)).padStart(6, "0")

/**
 * SMS enrollment (spec 2 §4): a number is enrolled by the code texted to it. Codes are kept as
 * their HMAC with the server's signing key, bound to the user and the number; each takes a few
 * wrong guesses and lasts `VERIFICATION_CODE_MINUTES`. Texts leave through the outbox, written in
 * the same transaction as the code they carry.
 */
export class SmsEnrollments extends Effect.Service<SmsEnrollments>()("@redline/http/SmsEnrollments", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* SmsEnrollmentsRepo
    const outbox = yield* Outbox
    const limits = yield* RateLimits
    const signing = yield* SigningKey
    const { carrier } = yield* SmsProvider
    const notificationSettings = yield* NotificationSettingsRepo
    const smsNumber = Option.map(carrier, (value) => value.account.from)

    const codeHash = (userId: number, phone: string, code: string) => signing.sign("sms_code", `${userId}:${phone}:${code}`)
    const now = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))

    const stateOf = (row: Option.Option<EnrollmentRow>, optedOut: boolean): SmsEnrollment => {
      if (Option.isNone(row)) {
        return {
          phone_number: null,
          new_phone_number: null,
          validated_at: null,
          validation_expires_at: null,
          can_receive_sms: false,
          is_opted_in: false,
          sms_number: Option.getOrNull(smsNumber)
        }
      }
      const enrollment = row.value
      return {
        phone_number: enrollment.phone_number,
        new_phone_number: enrollment.new_phone_number,
        validated_at: enrollment.validated_at?.toISOString() ?? null,
        validation_expires_at: enrollment.validation_expires_at?.toISOString() ?? null,
        can_receive_sms: canReceiveTexts({ validatedAt: enrollment.validated_at, isOptedIn: enrollment.is_opted_in, optedOut }),
        is_opted_in: enrollment.is_opted_in && !optedOut,
        sms_number: Option.getOrNull(smsNumber)
      }
    }

    const state = (userId: number): Effect.Effect<SmsEnrollment> =>
      Effect.gen(function* () {
        const row = yield* repo.find(userId)
        const optedOut = Option.isSome(row) ? yield* repo.isOptedOut(row.value.phone_number) : false
        return stateOf(row, optedOut)
      })

    /** The number a code is pending for, if any: the one replacing a verified number, or the unverified one. */
    const pendingNumber = (row: EnrollmentRow) =>
      row.validation_expires_at === null ? null : (row.new_phone_number ?? (row.validated_at === null ? row.phone_number : null))

    /**
     * Texts a code to the number typed (send confirmation). A code asked again for the number
     * awaiting one is a resend, refused past its limit as too many codes. A user has
     * `CODES_PER_HOUR` codes an hour, and as many for one number, so no one else's asking uses up
     * the codes a number's owner may ask for; a number takes one code every `CODE_GAP_SECONDS`,
     * whoever asks. A code refused spends nothing of the user's codes.
     */
    const sendCode = (userId: number, typed: string) =>
      Effect.gen(function* () {
        if (Option.isNone(carrier)) return yield* new SmsNotOffered()
        const problem = phoneNumberError(typed)
        if (problem !== null) return yield* new PhoneInvalid({ message: problem })
        const phone = normalizePhoneNumber(typed)
        if (phone === null) return yield* new PhoneInvalid({ message: Messages.invalidPhone })
        const enrollment = Option.getOrNull(yield* repo.find(userId))
        if (enrollment?.validated_at != null && enrollment.phone_number === phone) return yield* new PhoneAlreadyVerified()
        if (yield* repo.isOptedOut(phone)) return yield* new OptedOut({ smsNumber: carrier.value.account.from })

        const resend = enrollment !== null && pendingNumber(enrollment) === phone
        const limited = (reached: LimitReached) =>
          resend ? new TooManyCodes({ next: reached.retryAt }) : new TooManyRequests({ next: reached.retryAt })
        const codesOfUser = `sms-code:${userId}`
        const codesToNumber = `sms-code-to:${phone}:${userId}`
        yield* limits.check(codesOfUser, CODES_PER_HOUR).pipe(Effect.mapError(limited))
        yield* limits.check(codesToNumber, CODES_PER_HOUR).pipe(Effect.mapError(limited))
        yield* limits.within(`sms-code-gap:${phone}`, 1, `${CODE_GAP_SECONDS} seconds`).pipe(Effect.mapError(limited))
        yield* limits.within(codesToNumber, CODES_PER_HOUR, "1 hour").pipe(Effect.mapError(limited))
        yield* limits.within(codesOfUser, CODES_PER_HOUR, "1 hour").pipe(Effect.mapError(limited))

        const code = sixDigits()
        const sentAt = yield* now
        yield* transaction(
          Effect.gen(function* () {
            yield* repo.codeSent(userId, {
              phone,
              replaces: enrollment?.validated_at != null ? "new_phone_number" : "phone_number",
              codeHash: codeHash(userId, phone, code),
              sentAt,
              expiresAt: new Date(sentAt.getTime() + VERIFICATION_CODE_MINUTES * 60_000)
            })
            yield* outbox.enqueue({ channel: "sms", recipient: phone, subject: "", body: verificationCodeText(code) })
          })
        )
        return yield* state(userId)
      })

    /** Texts a code to the number replacing the enrolled one (PUT phone number): there must be one to replace. */
    const changePhoneNumber = (userId: number, typed: string) =>
      Effect.gen(function* () {
        if (Option.isNone(yield* repo.find(userId))) return yield* new NotStarted()
        return yield* sendCode(userId, typed)
      })

    /**
     * Checks the code: right, the pending number is verified and the outbid and closing-soon
     * alerts by SMS switched on, unless another code was sent meanwhile (then it is a wrong code
     * and nothing changes); wrong, an attempt is spent, the last one locking the code.
     */
    const confirm = (userId: number, typed: string) =>
      Effect.gen(function* () {
        const row = yield* repo.find(userId)
        const at = yield* now
        const pending = Option.map(row, (enrollment) => ({
          expiresAt: enrollment.validation_expires_at,
          attempts: enrollment.verification_attempts
        }))
        switch (verificationState(Option.getOrNull(pending), at)) {
          case "not_started":
            return yield* new NotStarted()
          case "locked":
            return yield* new TooManyAttempts()
          case "expired":
            return yield* new CodeExpired()
          case "open":
        }
        if (verificationCodeError(typed) !== null) return yield* new InvalidCode({ malformed: true })
        yield* limits
          .within(`sms-verify:${userId}`, VERIFICATIONS_PER_HOUR, "1 hour")
          .pipe(Effect.mapError((reached) => new TooManyRequests({ next: reached.retryAt })))

        const enrollment = Option.getOrThrow(row)
        const phone = pendingNumber(enrollment) ?? enrollment.phone_number
        const attempt = yield* repo.spendAttempt(userId, at)
        // Other guesses sent at once spent the last attempt.
        if (Option.isNone(attempt)) return yield* new TooManyAttempts()
        if (!sameSecret(codeHash(userId, phone, typed.trim()), attempt.value.codeHash)) {
          return yield* attempt.value.attempts < MAX_VERIFICATION_ATTEMPTS ? new InvalidCode({ malformed: false }) : new TooManyAttempts()
        }
        yield* transaction(
          Effect.gen(function* () {
            // A code sent meanwhile took the checked one's place: the guess was for a code no longer pending.
            if (Option.isNone(yield* repo.verified(userId, { phone, codeHash: attempt.value.codeHash }, at))) {
              return yield* new InvalidCode({ malformed: false })
            }
            // a verified number turns the outbid and closing-soon texts on (spec 2 §4)
            yield* Effect.forEach(TEXT_ALERT_OPTIONS, (option) => notificationSettings.set(userId, option, "sms", true), { discard: true })
          })
        )
        return yield* state(userId)
      })

    const remove = (userId: number): Effect.Effect<SmsEnrollment> => Effect.zipRight(repo.remove(userId), state(userId))

    return { state, sendCode, changePhoneNumber, confirm, remove } as const
  }),
  dependencies: [SmsEnrollmentsRepo.Default, NotificationSettingsRepo.Default]
}) {}
