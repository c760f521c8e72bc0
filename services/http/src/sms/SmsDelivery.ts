import { Outbox } from "@redline/infra"
import { Clock, Effect, Option, Schedule } from "effect"
import { SmsEnrollmentsRepo } from "./SmsEnrollmentsRepo.ts"
import { SmsSender } from "./SmsSender.ts"

const BATCH = 50

/** Texts carry codes people wait for: a pass a second. */
const INTERVAL = "1 second"

/** Twilio's refusal of a number that replied STOP to the sender. */
const UNSUBSCRIBED_RECIPIENT = 21610

/**
 * One pass over the due texts of the outbox. A text to a number that replied STOP is not sent (it
 * counts as done: it is never to be sent); one Twilio refuses as unsubscribed marks the number so.
 * Without a sender the texts wait.
 */
export const deliverDueTexts = Effect.gen(function* () {
  const { sender } = yield* SmsSender
  if (Option.isNone(sender)) return { sent: 0, failed: 0 }
  const outbox = yield* Outbox
  const repo = yield* SmsEnrollmentsRepo
  const now = new Date(yield* Clock.currentTimeMillis)
  return yield* outbox.deliverDue("sms", { limit: BATCH, now }, (text) =>
    Effect.gen(function* () {
      if (yield* repo.isOptedOut(text.recipient)) {
        return yield* Effect.logInfo(`Text ${text.id} not sent: ${text.recipient} replied STOP`)
      }
      yield* sender.value.send({ to: text.recipient, body: text.body }).pipe(
        Effect.asVoid,
        Effect.catchIf(
          (refused) => refused.code === UNSUBSCRIBED_RECIPIENT,
          () =>
            Effect.zipRight(repo.optOut(text.recipient, now), Effect.logInfo(`Text ${text.id} not sent: ${text.recipient} unsubscribed`))
        ),
        Effect.tapError((error) => Effect.logWarning(`Text ${text.id} to ${text.recipient} not sent: ${error.reason}`))
      )
    })
  )
})

/**
 * Sends the outbox's texts as long as the process runs (the `sms` role), through Twilio or, where
 * none is configured, the local stand-in. A pass that fails is logged and the next one tries again.
 */
export class SmsDelivery extends Effect.Service<SmsDelivery>()("@redline/http/SmsDelivery", {
  scoped: Effect.gen(function* () {
    yield* Effect.forkScoped(
      deliverDueTexts.pipe(
        Effect.catchAllCause((cause) => Effect.logError("SMS delivery failed", cause)),
        Effect.repeat(Schedule.spaced(INTERVAL))
      )
    )
    return {}
  }),
  dependencies: [SmsSender.Default, SmsEnrollmentsRepo.Default]
}) {}
