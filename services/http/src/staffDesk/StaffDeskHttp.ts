import { RedlineApi, SubmissionMessageInvalid, SubmissionNotDecidable, SubmissionNotFound } from "@redline/api"
import { queueSearchWords, STAFF_QUEUE_DEFAULT_STATUS, STAFF_QUEUE_PAGE_SIZE, type SubmissionStatus } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { deskStaff } from "./DeskStaff.ts"
import { apiGroup } from "../ReadLanes.ts"
import { SubmissionChat } from "../submissions/SubmissionChat.ts"
import { SubmissionsRepo } from "../submissions/SubmissionsRepo.ts"
import { StaffDesk, type StaffDeskRefused } from "./StaffDesk.ts"
import { StaffDeskRepo } from "./StaffDeskRepo.ts"

const refusal = (refused: StaffDeskRefused) => {
  switch (refused.reason) {
    case "not_found":
      return SubmissionNotFound.default()
    case "not_decidable":
      return SubmissionNotDecidable.of(refused.message ?? "")
    case "message_invalid":
      return SubmissionMessageInvalid.of(refused.message ?? "")
  }
}

/**
 * The staff desk (spec 3 §4, §6 VIEW_SUBMISSIONS): the queue, a submission in full and the
 * decision on it, for staff and users with the permission; anyone else signed in is forbidden.
 */
export const StaffDeskHttpLive = apiGroup(RedlineApi, "staffDesk", (handlers) =>
  Effect.gen(function* () {
    const desk = yield* StaffDesk
    const repo = yield* StaffDeskRepo

    return handlers
      .handle("queue", ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          const page = urlParams.page ?? 1
          const found = yield* repo.queue(
            urlParams.status === undefined ? STAFF_QUEUE_DEFAULT_STATUS : (Number(urlParams.status) as SubmissionStatus),
            queueSearchWords(urlParams.q ?? ""),
            urlParams.representative === undefined ? null : urlParams.representative === "mine" ? user.id : urlParams.representative,
            (page - 1) * STAFF_QUEUE_PAGE_SIZE,
            STAFF_QUEUE_PAGE_SIZE
          )
          return { submissions: found.submissions, total_count: found.total, page }
        })
      )
      .handle("submission", ({ path }) =>
        deskStaff.pipe(
          Effect.zipRight(desk.read(path.submission_id)),
          Effect.catchTag("StaffDeskRefused", (refused) =>
            refused.reason === "not_found" ? Effect.fail(SubmissionNotFound.default()) : Effect.die(refused)
          )
        )
      )
      .handle("decide", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          return yield* desk.decide(
            path.submission_id,
            user.id,
            payload.decision,
            payload.message,
            payload.idempotency_key ?? null,
            yield* currentDate
          )
        }).pipe(Effect.catchTag("StaffDeskRefused", (refused) => Effect.fail(refusal(refused))))
      )
  })
).pipe(Layer.provide([StaffDesk.Default, StaffDeskRepo.Default, SubmissionsRepo.Default, SubmissionChat.Default]))
