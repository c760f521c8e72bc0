import { Context, Duration, Effect, Schema, Scope } from "effect"

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
  /** Calls `onMessage` for every message on `subject` until the scope closes. */
  readonly subscribe: (
    subject: string,
    onMessage: (message: BusMessage) => void
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

export class Bus extends Context.Tag("@redline/infra/Bus")<Bus, BusShape>() {}

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
