import { AuctionScheduleInvalid, RedlineApi, SubmissionNotFound, SubmissionNotSchedulable } from "@redline/api"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { apiGroup } from "../ReadLanes.ts"
import { deskStaff } from "../staffDesk/DeskStaff.ts"
import { AuctionScheduling, type ScheduleRefused } from "./AuctionScheduling.ts"

const refusal = (refused: ScheduleRefused) => {
  switch (refused.reason) {
    case "not_found":
      return SubmissionNotFound.default()
    case "invalid":
      return AuctionScheduleInvalid.of(refused.message ?? "", { field: refused.field ?? "" })
    case "not_schedulable":
      return SubmissionNotSchedulable.of(refused.message ?? "")
  }
}

/**
 * Scheduling to live (spec 3 §4 'Submission flow'): staff, and users with VIEW_SUBMISSIONS,
 * schedule an approved listing's auction; anyone else signed in is forbidden.
 */
export const AuctionSchedulingHttpLive = apiGroup(RedlineApi, "auctionScheduling", (handlers) =>
  Effect.gen(function* () {
    const scheduling = yield* AuctionScheduling
    return handlers.handle("schedule", ({ path, payload }) =>
      Effect.gen(function* () {
        const user = yield* deskStaff
        return yield* scheduling.schedule(path.submission_id, user.id, payload, yield* currentDate)
      }).pipe(Effect.catchTag("ScheduleRefused", (refused) => Effect.fail(refusal(refused))))
    )
  })
).pipe(Layer.provide(AuctionScheduling.Default))
