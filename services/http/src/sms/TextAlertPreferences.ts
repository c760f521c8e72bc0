import { Effect } from "effect"

/**
 * Enrolling a phone switches on `watcher_closing_soon` and `on_outbid` by SMS (spec 2 §4), in the
 * verification's transaction. The preferences live in `notification_settings`, which the
 * notifications feature brings (migration 0022); until this branch meets it there is no setting to
 * switch, and this is the one place the two join.
 */
export const switchOnTextAlerts = (_userId: number): Effect.Effect<void> => Effect.void
