import { CurrentUser, Forbidden, RedlineApi, RepresentativeNotEligible, SubmissionNotFound } from "@redline/api"
import { maySeeRepresentative } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import { apiGroup } from "../ReadLanes.ts"
import { deskStaff, submissionReader } from "../staffDesk/DeskStaff.ts"
import { SubmissionsRepo } from "../submissions/SubmissionsRepo.ts"
import { type AssignmentRefused, Representatives } from "./Representatives.ts"
import { RepresentativesRepo } from "./RepresentativesRepo.ts"

const refusal = (refused: AssignmentRefused) =>
  refused.reason === "not_found" ? SubmissionNotFound.default() : RepresentativeNotEligible.default({ field: "user_id" })

/**
 * Business-development representatives (spec 3 §6): at the staff desk (staff and VIEW_SUBMISSIONS)
 * the users who may represent a submission and the assignment; the seller who is a
 * business-development partner (SEES_BD_REP), and the desk, read who represents a submission.
 */
export const RepresentativesHttpLive = apiGroup(RedlineApi, "representatives", (handlers) =>
  Effect.gen(function* () {
    const representatives = yield* Representatives
    const repo = yield* RepresentativesRepo
    const submissions = yield* SubmissionsRepo

    return handlers
      .handle("list", () =>
        Effect.zipRight(
          deskStaff,
          Effect.map(repo.list, (found) => ({ representatives: found }))
        )
      )
      .handle("assign", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          return yield* representatives.assign(path.submission_id, user.id, payload.user_id, yield* currentDate)
        }).pipe(Effect.catchTag("AssignmentRefused", (refused) => Effect.fail(refusal(refused))))
      )
      .handle("ofSubmission", ({ path }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const readerId = submissionReader(user)
          if (readerId !== null && !maySeeRepresentative(user.isAdmin, user.permissions)) return yield* Effect.fail(Forbidden.default())
          if (Option.isNone(yield* submissions.row(path.submission_id, readerId))) {
            return yield* Effect.fail(SubmissionNotFound.default())
          }
          const representative = yield* repo.of(path.submission_id)
          return {
            representative: Option.getOrNull(Option.map(representative, ({ username, email }) => ({ username, email })))
          }
        })
      )
  })
).pipe(Layer.provide([Representatives.Default, RepresentativesRepo.Default, SubmissionsRepo.Default]))
