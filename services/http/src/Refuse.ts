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
