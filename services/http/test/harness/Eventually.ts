import { Effect, TestServices } from "effect"

/**
 * Waits, on the real clock, until `done` holds of what `check` reads: under the test clock a
 * background round is started by moving the clock, but it talks to a real database in real time.
 */
export const eventually = <A, E, R>(check: Effect.Effect<A, E, R>, done: (a: A) => boolean) =>
  TestServices.provideLive(
    Effect.gen(function* () {
      for (let tries = 0; tries < 200; tries++) {
        const value = yield* check
        if (done(value)) return value
        yield* Effect.sleep("25 millis")
      }
      return yield* Effect.die(new Error("never came to pass"))
    })
  )
