import { Outbox } from "@redline/infra"
import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { MailTransport } from "./MailTransport.ts"

const BATCH = 50

/** One pass over the due e-mail of the outbox. */
export const deliverDueMail = Effect.gen(function* () {
  const outbox = yield* Outbox
  const transport = yield* MailTransport
  const now = new Date(yield* Clock.currentTimeMillis)
  return yield* outbox.deliverDue("email", { limit: BATCH, now }, (message) =>
    transport.send(message).pipe(
      Effect.tapError((error) => Effect.logWarning(`E-mail ${message.id} to ${message.recipient} not sent: ${error.reason}`))
    ))
})

/**
 * Sends the outbox's e-mail as long as the process runs, every `interval`. A pass that fails
 * (the database away for a moment) is logged and the next one tries again.
 */
export const mailDeliveryLayer = (interval: Duration.DurationInput) =>
  Layer.scopedDiscard(
    Effect.forkScoped(
      deliverDueMail.pipe(
        Effect.catchAllCause((cause) => Effect.logError("Mail delivery failed", cause)),
        Effect.repeat(Schedule.spaced(interval))
      )
    )
  )
