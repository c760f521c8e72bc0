import { connect, type NatsConnection } from "@nats-io/transport-node"
import { Duration, Effect, Option, Runtime, type Scope } from "effect"
import { type BusShape, BusTimeout, NoResponders, responderOf, subscriberOf } from "./Bus.ts"
import { StartupError } from "./StartupError.ts"

/** A connection to the NATS server at `url`, drained when the scope closes. */
export const natsConnection = (url: string) =>
  Effect.acquireRelease(
    Effect.tryPromise({
      // Without async traces nats.js skips building two stack traces per request: a hot path during endings.
      try: () => connect({ servers: url, name: "redline", timeout: 5_000, noAsyncTraces: true }),
      catch: (cause) =>
        new StartupError({ reason: `Cannot reach NATS at NATS_URL (${url}): ${cause instanceof Error ? cause.message : String(cause)}` })
    }),
    (connection) => Effect.promise(() => connection.drain()).pipe(Effect.orElse(() => Effect.promise(() => connection.close())))
  )

const busOver = (connection: NatsConnection) =>
  Effect.gen(function* () {
    const runtime = yield* Effect.runtime<never>()
    const run = Runtime.runFork(runtime)
    const bus: BusShape = {
      publish: (subject, data) => Effect.sync(() => connection.publish(subject, data)),
      // the server answers a flush after every message published before it was routed
      publishPassedOn: (subject, data) =>
        Effect.zipRight(
          Effect.sync(() => connection.publish(subject, data)),
          Effect.promise(() => connection.flush())
        ),
      subscribe: (subject, handle) =>
        Effect.acquireRelease(
          Effect.sync(() => {
            const deliver = subscriberOf(runtime, subject, handle)
            return connection.subscribe(subject, {
              callback: (error, message) => {
                if (error === null) deliver({ subject: message.subject, data: message.data })
              }
            })
          }),
          (subscription) => Effect.sync(() => subscription.unsubscribe())
        ).pipe(Effect.asVoid),
      serve: (subject, options, handle) =>
        Effect.acquireRelease(
          Effect.sync(() => {
            const answer = responderOf(subject, handle)
            return connection.subscribe(subject, {
              queue: options.queue,
              callback: (error, message) => {
                if (error !== null) return
                run(
                  answer({ subject: message.subject, data: message.data }).pipe(
                    Effect.flatMap(
                      Option.match({ onNone: () => Effect.void, onSome: (reply) => Effect.sync(() => void message.respond(reply)) })
                    ),
                    Effect.catchAllCause((cause) => Effect.logError(`A reply on ${message.subject} could not be sent`, cause))
                  )
                )
              }
            })
          }),
          (subscription) => Effect.sync(() => subscription.unsubscribe())
        ).pipe(Effect.asVoid),
      request: (subject, data, timeout) =>
        Effect.tryPromise({
          try: () => connection.request(subject, data, { timeout: Duration.toMillis(Duration.decode(timeout)) }),
          catch: (cause) =>
            cause instanceof Error && /no responders/i.test(cause.message) ? new NoResponders({ subject }) : new BusTimeout({ subject })
        }).pipe(Effect.map((message) => message.data))
    }
    return bus
  })

/** The bus over the NATS server at `url` (NATS_URL). */
export const makeNatsBus = (url: string): Effect.Effect<BusShape, StartupError, Scope.Scope> => Effect.flatMap(natsConnection(url), busOver)
