import { Outbox } from "@redline/infra"
import { Clock, Effect, Schedule } from "effect"
import { MailTransport } from "./MailTransport.ts"

const BATCH = 50

const INTERVAL = "2 seconds"

/** One pass over the due e-mail of the outbox. */
export const deliverDueMail = Effect.gen(function* () {
  const outbox = yield* Outbox
  const transport = yield* MailTransport
  const now = new Date(yield* Clock.currentTimeMillis)
  return yield* outbox.deliverDue("email", { limit: BATCH, now }, (message) =>
    transport
      .send(message)
      .pipe(Effect.tapError((error) => Effect.logWarning(`E-mail ${message.id} to ${message.recipient} not sent: ${error.reason}`)))
  )
})

/**
 * Sends the outbox's e-mail as long as the process runs, every two seconds. A pass that fails
 * (the database away for a moment) is logged and the next one tries again. A worker: nothing
 * to call, its layer runs it.
 */
export class MailDelivery extends Effect.Service<MailDelivery>()("@redline/http/MailDelivery", {
  scoped: Effect.gen(function* () {
    yield* Effect.forkScoped(
      deliverDueMail.pipe(
        Effect.catchAllCause((cause) => Effect.logError("Mail delivery failed", cause)),
        Effect.repeat(Schedule.spaced(INTERVAL))
      )
    )
    return {}
  }),
  dependencies: [MailTransport.Default]
}) {}
