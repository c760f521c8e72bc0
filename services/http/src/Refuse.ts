import { Effect, Option } from "effect"

/**
 * Handlers decide by the domain's rules and the repos' facts; these turn what they found into the
 * API's refusal, which only handlers build.
 */

/** Fails with the refusal made of what a rule found wrong (a message, a reason), when it found something. */
export const refuseIf = <P, E>(problem: P | null, refusal: (problem: P) => E): Effect.Effect<void, E> =>
  problem === null ? Effect.void : Effect.fail(refusal(problem))

/** The value a repo found, or the refusal of its absence. */
export const foundOr =
  <E>(refusal: () => E) =>
  <A>(found: Option.Option<A>): Effect.Effect<A, E> =>
    Option.match(found, { onNone: () => Effect.fail(refusal()), onSome: Effect.succeed })

/** A handler's refusals by the reason its service gave, each made of what the service said. */
type RefusalTable = Readonly<Record<string, (refused: never) => unknown>>

type RefusalOf<R> = R[keyof R] extends infer F ? (F extends (refused: never) => infer E ? E : never) : never
type RefusedOf<R> = R[keyof R] extends (refused: infer Refused) => unknown ? Refused : never

/** The refusal the table gives for the reason the service gave; a reason the action can't give is a defect. */
export const refusedBy =
  <R extends RefusalTable>(table: R) =>
  (refused: RefusedOf<R> & { readonly reason: string }): Effect.Effect<never, RefusalOf<R>> => {
    const make = table[refused.reason] as ((refused: RefusedOf<R>) => RefusalOf<R>) | undefined
    return make === undefined ? Effect.die(refused) : Effect.fail(make(refused))
  }
