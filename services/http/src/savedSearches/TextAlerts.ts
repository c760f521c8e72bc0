import { Effect } from "effect"

/**
 * Whether the user can receive text alerts (spec 2 §4): that takes a verified phone number.
 * Accounts have no phone numbers yet, as SMS enrollment is still to come, so no one can; this
 * is the one place to ask once they do.
 */
export const canReceiveTexts = (_userId: number): Effect.Effect<boolean> => Effect.succeed(false)
