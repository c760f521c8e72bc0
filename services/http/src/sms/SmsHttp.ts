import {
  CurrentUser,
  RedlineApi,
  SmsCodeExpired,
  SmsInvalidCode,
  SmsNotStarted,
  SmsOptedOut,
  SmsPhoneAlreadyVerified,
  SmsPhoneInvalid,
  SmsTooManyAttempts,
  SmsTooManyCodes,
  SmsTooManyRequests,
  SmsUnavailable
} from "@redline/api"
import { Messages, phoneNumberText } from "@redline/domain"
import { Effect, Layer } from "effect"
import { retryAfter } from "../RateLimits.ts"
import { apiGroup } from "../ReadLanes.ts"
import {
  type InvalidCode,
  type OptedOut,
  type PhoneInvalid,
  SmsEnrollments,
  type TooManyCodes,
  type TooManyRequests
} from "./SmsEnrollments.ts"

const tooManyRequests = (refused: TooManyRequests) =>
  Effect.zipRight(retryAfter(refused.next), Effect.fail(SmsTooManyRequests.until(refused.next)))
const notStarted = () => Effect.fail(SmsNotStarted.default())

/** Enrollment's outcomes in the spec's words (spec 2 §8 'SMS'); a rate limit also sets `Retry-After`. */
const codeNotSent = {
  SmsNotOffered: () => Effect.fail(SmsUnavailable.default()),
  PhoneInvalid: (refused: PhoneInvalid) => Effect.fail(SmsPhoneInvalid.of(refused.message)),
  PhoneAlreadyVerified: () => Effect.fail(SmsPhoneAlreadyVerified.default()),
  OptedOut: (refused: OptedOut) =>
    Effect.fail(SmsOptedOut.of(Messages.smsOptedOut(phoneNumberText(refused.smsNumber)), { phone: refused.smsNumber })),
  TooManyRequests: tooManyRequests,
  TooManyCodes: (refused: TooManyCodes) => Effect.zipRight(retryAfter(refused.next), Effect.fail(SmsTooManyCodes.until(refused.next)))
}

const codeRefused = {
  NotStarted: notStarted,
  TooManyAttempts: () => Effect.fail(SmsTooManyAttempts.default()),
  CodeExpired: () => Effect.fail(SmsCodeExpired.default()),
  InvalidCode: (refused: InvalidCode) =>
    Effect.fail(refused.malformed ? SmsInvalidCode.of(Messages.invalidVerificationCode) : SmsInvalidCode.default()),
  TooManyRequests: tooManyRequests
}

/** SMS enrollment: the signed-in user's own. */
export const SmsHttpLive = apiGroup(RedlineApi, "sms", (handlers) =>
  Effect.gen(function* () {
    const enrollments = yield* SmsEnrollments
    return handlers
      .handle("enrollment", () => Effect.flatMap(CurrentUser, (user) => enrollments.state(user.id)))
      .handle("sendCode", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => enrollments.sendCode(user.id, payload.phone_number)).pipe(Effect.catchTags(codeNotSent))
      )
      .handle("changePhoneNumber", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => enrollments.changePhoneNumber(user.id, payload.phone_number)).pipe(
          Effect.catchTags({ ...codeNotSent, NotStarted: notStarted })
        )
      )
      .handle("confirm", ({ payload }) =>
        Effect.flatMap(CurrentUser, (user) => enrollments.confirm(user.id, payload.code)).pipe(Effect.catchTags(codeRefused))
      )
      .handle("remove", () => Effect.flatMap(CurrentUser, (user) => enrollments.remove(user.id)))
  })
).pipe(Layer.provide(SmsEnrollments.Default))
