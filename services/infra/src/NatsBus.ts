import { connect, type NatsConnection } from "@nats-io/transport-node"
import { Duration, Effect, Layer, Runtime } from "effect"
import { Bus, BusTimeout, NoResponders } from "./Bus.ts"
import { StartupError } from "./StartupError.ts"

/** The bus over a NATS server (NATS_URL). */
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

export const makeNatsBus = (connection: NatsConnection) =>
  Effect.gen(function* () {
    const runtime = yield* Effect.runtime<never>()
    const run = Runtime.runFork(runtime)
    return Bus.of({
      publish: (subject, data) => Effect.sync(() => connection.publish(subject, data)),
      subscribe: (subject, onMessage) =>
        Effect.acquireRelease(
          Effect.sync(() =>
            connection.subscribe(subject, {
              callback: (error, message) => {
                if (error === null) onMessage({ subject: message.subject, data: message.data })
              }
            })
          ),
          (subscription) => Effect.sync(() => subscription.unsubscribe())
        ).pipe(Effect.asVoid),
      serve: (subject, options, handle) =>
        Effect.acquireRelease(
          Effect.sync(() =>
            connection.subscribe(subject, {
              queue: options.queue,
              callback: (error, message) => {
                if (error !== null) return
                run(handle({ subject: message.subject, data: message.data }).pipe(
                  Effect.flatMap((reply) => Effect.sync(() => message.respond(reply)))
                ))
              }
            })
          ),
          (subscription) => Effect.sync(() => subscription.unsubscribe())
        ).pipe(Effect.asVoid),
      request: (subject, data, timeout) =>
        Effect.tryPromise({
          try: () => connection.request(subject, data, { timeout: Duration.toMillis(Duration.decode(timeout)) }),
          catch: (cause) =>
            cause instanceof Error && /no responders/i.test(cause.message)
              ? new NoResponders({ subject })
              : new BusTimeout({ subject })
        }).pipe(Effect.map((message) => message.data))
    })
  })

export const natsBusLayer = (url: string) =>
  Layer.scoped(Bus, Effect.flatMap(natsConnection(url), makeNatsBus))
