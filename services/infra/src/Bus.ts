import { Cause, type Duration, Effect, Layer, Option, Runtime, Schema, type Scope } from "effect"
import { AppConfig } from "./AppConfig.ts"
import { freshBusPrefix } from "./BusTest.ts"
import { makeLocalBus } from "./LocalBus.ts"
import { makeNatsBus } from "./NatsBus.ts"
import { underPrefix } from "./SubjectPrefix.ts"

/** A message on the bus: a subject (dot-separated tokens) and bytes. */
export interface BusMessage {
  readonly subject: string
  readonly data: Uint8Array
}

export class BusTimeout extends Schema.TaggedError<BusTimeout>()("BusTimeout", { subject: Schema.String }) {}
export class NoResponders extends Schema.TaggedError<NoResponders>()("NoResponders", { subject: Schema.String }) {}

/**
 * The messaging between roles: NATS in a cluster, an in-process bus when
 * embedded. Subjects follow NATS rules (`*` matches one token, `>` the rest).
 */
export interface BusShape {
  readonly publish: (subject: string, data: Uint8Array) => Effect.Effect<void>
  /**
   * Publishes and waits until the NATS server has passed the message on to every subscriber's
   * connection, for changes other processes must know before this one answers (a signed-out key).
   */
  readonly publishPassedOn: (subject: string, data: Uint8Array) => Effect.Effect<void>
  /** Runs `handle` for every message on `subject` until the scope closes (see `subscriberOf`). */
  readonly subscribe: (
    subject: string,
    handle: (message: BusMessage) => Effect.Effect<void, unknown>
  ) => Effect.Effect<void, never, Scope.Scope>
  /** Answers requests on `subject`; with a `queue` only one member of the group answers each request. */
  readonly serve: (
    subject: string,
    options: { readonly queue: string },
    handle: (message: BusMessage) => Effect.Effect<Uint8Array>
  ) => Effect.Effect<void, never, Scope.Scope>
  readonly request: (
    subject: string,
    data: Uint8Array,
    timeout: Duration.DurationInput
  ) => Effect.Effect<Uint8Array, BusTimeout | NoResponders>
}

/** NATS when NATS_URL is set (under NATS_NAMESPACE, if one is set), the in-process bus otherwise. */
export class Bus extends Effect.Service<Bus>()("@redline/infra/Bus", {
  scoped: Effect.gen(function* () {
    const { natsUrl, natsNamespace } = yield* AppConfig
    if (Option.isNone(natsUrl)) return yield* makeLocalBus
    const bus = yield* makeNatsBus(natsUrl.value)
    return Option.match(natsNamespace, { onNone: () => bus, onSome: (namespace) => underPrefix(bus, namespace) })
  })
}) {
  /**
   * The bus of the test environment: NATS at NATS_URL with every subject under `prefix` (a fresh
   * one for each build unless given), else the in-process bus. Test files run in parallel against
   * one NATS server and each has its own database: without the prefix, one file's engine would
   * answer another file's bids (same subjects, same auction ids, different databases).
   */
  static readonly Test = (prefix?: string): Layer.Layer<Bus> =>
    Layer.scoped(
      Bus,
      Effect.suspend(() => {
        const natsUrl = process.env["NATS_URL"]
        if (natsUrl === undefined || natsUrl === "") return makeLocalBus
        return Effect.map(makeNatsBus(natsUrl), (bus) => underPrefix(bus, prefix ?? freshBusPrefix()))
      }).pipe(Effect.map(Bus.make), Effect.orDie)
    )
}

/**
 * How a bus delivers to a subscriber: `handle` runs in the bus's runtime (taken when the bus
 * was built, so its logger and supervision apply), and starts at once, so handlers that don't
 * wait run in the order their messages came. A handler that fails or dies is logged and hears
 * the next message all the same.
 */
export const subscriberOf = (
  runtime: Runtime.Runtime<never>,
  subject: string,
  handle: (message: BusMessage) => Effect.Effect<void, unknown>
) => {
  const run = Runtime.runFork(runtime)
  return (message: BusMessage): void => {
    run(
      Effect.suspend(() => handle(message)).pipe(
        Effect.catchAllCause((cause) =>
          Cause.isInterruptedOnly(cause) ? Effect.void : Effect.logError(`A subscriber of ${subject} failed on ${message.subject}`, cause)
        )
      )
    )
  }
}

/**
 * How a bus runs a responder: a handler that dies is logged and its request left unanswered
 * (None: the requester's timeout tells it), and the next request is served all the same.
 */
export const responderOf =
  (subject: string, handle: (message: BusMessage) => Effect.Effect<Uint8Array>) =>
  (message: BusMessage): Effect.Effect<Option.Option<Uint8Array>> =>
    Effect.suspend(() => handle(message)).pipe(
      Effect.map(Option.some),
      Effect.catchAllCause((cause) =>
        Effect.as(
          Cause.isInterruptedOnly(cause) ? Effect.void : Effect.logError(`A responder of ${subject} failed on ${message.subject}`, cause),
          Option.none()
        )
      )
    )

/** Whether `subject` matches the NATS `pattern`. */
export const subjectMatches = (pattern: string, subject: string): boolean => {
  const want = pattern.split(".")
  const got = subject.split(".")
  for (let i = 0; i < want.length; i++) {
    const token = want[i]
    if (token === ">") return got.length > i
    if (i >= got.length) return false
    if (token !== "*" && token !== got[i]) return false
  }
  return want.length === got.length
}
