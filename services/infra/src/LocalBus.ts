import { Duration, Effect, Fiber, Option } from "effect"
import { type BusMessage, type BusShape, BusTimeout, NoResponders, responderOf, subjectMatches, subscriberOf } from "./Bus.ts"

interface Subscription {
  readonly pattern: string
  readonly deliver: (message: BusMessage) => void
}

interface Responder {
  readonly pattern: string
  readonly queue: string
  readonly handle: (message: BusMessage) => Effect.Effect<Option.Option<Uint8Array>>
}

/** The in-process bus of the embedded mode: same semantics as NATS within one process. */
export const makeLocalBus: Effect.Effect<BusShape> = Effect.gen(function* () {
  const runtime = yield* Effect.runtime<never>()
  const subscriptions = new Set<Subscription>()
  const responders: Array<Responder> = []
  let turn = 0

  const publish = (subject: string, data: Uint8Array) =>
    Effect.sync(() => {
      for (const subscription of subscriptions) {
        if (subjectMatches(subscription.pattern, subject)) subscription.deliver({ subject, data })
      }
    })

  return {
    publish,
    // delivery here is a call: published is passed on
    publishPassedOn: publish,
    subscribe: (pattern, handle) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          const subscription = { pattern, deliver: subscriberOf(runtime, pattern, handle) }
          subscriptions.add(subscription)
          return subscription
        }),
        (subscription) => Effect.sync(() => subscriptions.delete(subscription))
      ).pipe(Effect.asVoid),
    serve: (pattern, options, handle) =>
      Effect.acquireRelease(
        Effect.sync(() => {
          const responder = { pattern, queue: options.queue, handle: responderOf(pattern, handle) }
          responders.push(responder)
          return responder
        }),
        (responder) => Effect.sync(() => responders.splice(responders.indexOf(responder), 1))
      ).pipe(Effect.asVoid),
    // Suspended: a retried request looks for responders again, as NATS does.
    request: (subject, data, timeout) =>
      Effect.suspend((): Effect.Effect<Uint8Array, BusTimeout | NoResponders> => {
        const candidates = responders.filter((responder) => subjectMatches(responder.pattern, subject))
        if (candidates.length === 0) return Effect.fail(new NoResponders({ subject }))
        // Round-robin like a NATS queue group.
        const responder = candidates[turn++ % candidates.length]!
        // The answer runs on its own fiber: a requester that gives up must not interrupt it, as with NATS.
        // A responder that failed answers nothing: the requester hears what its timeout would have told it, at once.
        return Effect.forkDaemon(responder.handle({ subject, data })).pipe(
          Effect.flatMap(Fiber.join),
          Effect.timeoutFail({ duration: Duration.decode(timeout), onTimeout: () => new BusTimeout({ subject }) }),
          Effect.flatMap(Option.match({ onNone: () => Effect.fail(new BusTimeout({ subject })), onSome: Effect.succeed }))
        )
      })
  }
})
