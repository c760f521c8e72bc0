import { Effect, Schedule } from "effect"
import { SavedSearchAlerts } from "./SavedSearchAlerts.ts"

const INTERVAL = "5 seconds"

/**
 * Announces auctions that went live without being announced, every five seconds, as long as the
 * process runs: those a queue started at their start time. A pass that fails is logged and the
 * next one tries again; nothing is lost, since an auction stays due until its mail is queued. A
 * worker: nothing to call, its layer runs it.
 */
export class SavedSearchAlertRounds extends Effect.Service<SavedSearchAlertRounds>()("@redline/http/SavedSearchAlertRounds", {
  scoped: Effect.gen(function* () {
    const alerts = yield* SavedSearchAlerts
    yield* Effect.forkScoped(
      alerts.announceDue.pipe(
        Effect.catchAllCause((cause) => Effect.logError("Saved search alerts failed", cause)),
        Effect.repeat(Schedule.spaced(INTERVAL))
      )
    )
    return {}
  }),
  dependencies: [SavedSearchAlerts.Default]
}) {}
