import { Clock, Effect } from "effect"

/** The time now as a Date, from Effect's clock (so tests can move it). */
export const currentDate = Effect.map(Clock.currentTimeMillis, (millis) => new Date(millis))
