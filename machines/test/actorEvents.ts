import type { AnyEventObject } from "xstate"

/** What an invoked actor sends when it answers `output`: the event a test steps a machine with in its place. */
export const done = (actorId: string, output?: unknown): AnyEventObject => ({ type: `xstate.done.actor.${actorId}`, output })

/** What an invoked actor sends when it fails with `error`. */
export const failed = (actorId: string, error: unknown): AnyEventObject => ({ type: `xstate.error.actor.${actorId}`, error })
