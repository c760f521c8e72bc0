import { SqlClient } from "@effect/sql"
import type { StaffSubmission } from "@redline/api"
import { representativeMessage } from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { StaffDesk } from "../staffDesk/StaffDesk.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { SubmissionsRepo } from "../submissions/SubmissionsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { RepresentativesRepo } from "./RepresentativesRepo.ts"

/** Why an assignment was not made; the handler turns each into its refusal. */
export class AssignmentRefused extends Data.TaggedError("AssignmentRefused")<{
  readonly reason: "not_found" | "not_eligible"
}> {}

/**
 * Assigning a business-development representative to a submission (spec 3 §6), or taking the one
 * assigned off, at any status: the submission names them, and the change is recorded among its
 * decisions (who did it, when, a sentence naming the representative as its message), in one transaction
 * under the submission's lock. Assigning the one assigned, or taking off no one, changes nothing
 * and records nothing.
 */
export class Representatives extends Effect.Service<Representatives>()("@redline/http/Representatives", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* RepresentativesRepo
    const submissions = yield* SubmissionsRepo
    const decisions = yield* StaffDeskRepo
    const desk = yield* StaffDesk

    const refused = (reason: AssignmentRefused["reason"]) => Effect.fail(new AssignmentRefused({ reason }))

    const assign = (
      submissionId: number,
      staffId: number,
      userId: number | null,
      now: Date
    ): Effect.Effect<StaffSubmission, AssignmentRefused> =>
      Effect.gen(function* () {
        yield* transaction(
          Effect.gen(function* () {
            if (Option.isNone(yield* submissions.row(submissionId, null, true))) return yield* refused("not_found")
            const current = yield* repo.of(submissionId)
            if (userId === null) {
              if (Option.isNone(current)) return
              yield* repo.assign(submissionId, null)
              yield* decisions.record(
                submissionId,
                staffId,
                "representative_unassigned",
                representativeMessage("representative_unassigned", current.value.username),
                null,
                now
              )
              return
            }
            const chosen = yield* repo.eligible(userId)
            if (Option.isNone(chosen)) return yield* refused("not_eligible")
            if (Option.exists(current, (assigned) => assigned.id === userId)) return
            yield* repo.assign(submissionId, userId)
            yield* decisions.record(
              submissionId,
              staffId,
              "representative_assigned",
              representativeMessage("representative_assigned", chosen.value.username),
              null,
              now
            )
          })
        )
        return yield* desk.read(submissionId).pipe(Effect.catchTag("StaffDeskRefused", () => refused("not_found")))
      })

    return { assign } as const
  }),
  dependencies: [RepresentativesRepo.Default, SubmissionsRepo.Default, StaffDeskRepo.Default, StaffDesk.Default]
}) {}
