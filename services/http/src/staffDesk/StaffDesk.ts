import { SqlClient } from "@effect/sql"
import type { StaffSubmission } from "@redline/api"
import {
  DECISION_LISTING_STATUS,
  DECISION_STATUS,
  decisionMessageProblem,
  decisionProblem,
  NotificationType,
  type StaffDecision
} from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { SellerNotice } from "../notifications/SellerNotice.ts"
import { RepresentativesRepo } from "../representatives/RepresentativesRepo.ts"
import { SubmissionChat } from "../submissions/SubmissionChat.ts"
import { SubmissionsRepo, titleOf } from "../submissions/SubmissionsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { StaffDeskRepo } from "./StaffDeskRepo.ts"

/** Why a desk call was not answered; the handler turns each into its refusal. `message` is the rule's sentence. */
export class StaffDeskRefused extends Data.TaggedError("StaffDeskRefused")<{
  readonly reason: "not_found" | "not_decidable" | "message_invalid"
  readonly message?: string
}> {}

/**
 * The staff desk's submissions (spec 3 §4 'Submission flow'): one in full as staff see it, and
 * the decision on a submitted one. A decision changes the status, is recorded, and its message
 * goes to the seller in the submission's chat (with the chat's notification, type 2, and its
 * e-mail) beside a 'listing status changed' notification (type 3, on the site: the chat's e-mail
 * tells the seller already), all in one transaction; the seller's tabs and bell hear them after
 * the commit.
 */
export class StaffDesk extends Effect.Service<StaffDesk>()("@redline/http/StaffDesk", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* StaffDeskRepo
    const submissions = yield* SubmissionsRepo
    const chat = yield* SubmissionChat
    const notice = yield* SellerNotice
    const representatives = yield* RepresentativesRepo

    const refused = (reason: StaffDeskRefused["reason"], message?: string) =>
      Effect.fail(new StaffDeskRefused(message === undefined ? { reason } : { reason, message }))

    /** The submission as staff see it: the seller's view of it, the seller, its representative, staff's unread count, the decisions and its auction. */
    const read = (id: number): Effect.Effect<StaffSubmission, StaffDeskRefused> =>
      Effect.gen(function* () {
        const submission = yield* submissions.find(id, null)
        const seller = yield* repo.seller(id)
        if (Option.isNone(submission) || Option.isNone(seller)) return yield* refused("not_found")
        return {
          submission: submission.value,
          seller: { id: seller.value.id, username: seller.value.username, email: seller.value.email },
          representative: Option.getOrNull(yield* representatives.of(id)),
          unread_count: seller.value.unread,
          decisions: yield* repo.decisions(id),
          auction: yield* repo.auction(id)
        }
      })

    /**
     * Staff's decision on a submitted car. The same idempotency key again answers the submission
     * as it is, deciding nothing more; deciding again otherwise, or from any status but Submitted, is refused.
     */
    const decide = (
      id: number,
      staffId: number,
      decision: StaffDecision,
      message: string,
      key: string | null,
      now: Date
    ): Effect.Effect<StaffSubmission, StaffDeskRefused> =>
      Effect.gen(function* () {
        const made = yield* transaction(
          Effect.gen(function* () {
            const found = yield* submissions.row(id, null, true)
            if (Option.isNone(found)) return yield* refused("not_found")
            if (key !== null && (yield* repo.decidedWithKey(id, key))) return null
            const row = found.value
            const problem = decisionProblem(row.status)
            if (problem !== null) return yield* refused("not_decidable", problem)
            const messageProblem = decisionMessageProblem(message)
            if (messageProblem !== null) return yield* refused("message_invalid", messageProblem)
            const text = message.trim()
            const submission = { id, user_id: row.user_id, title: titleOf(row) }
            yield* submissions.setStatus(id, DECISION_STATUS[decision], now)
            yield* repo.record(id, staffId, decision, text, key, now)
            const written = yield* chat.write(submission, "staff", staffId, text, now)
            const status = yield* notice.write(
              {
                userId: row.user_id,
                type: NotificationType.listing_status,
                subject: `submission:${id}`,
                relatedTo: { submission_id: id, title: submission.title, status: DECISION_LISTING_STATUS[decision] }
              },
              now
            )
            return { submission, written, status }
          })
        )
        if (made !== null) {
          yield* chat.announce(made.submission, made.written)
          yield* notice.publish(made.status)
        }
        return yield* read(id)
      })

    return { read, decide } as const
  }),
  dependencies: [StaffDeskRepo.Default, SubmissionsRepo.Default, SubmissionChat.Default, SellerNotice.Default, RepresentativesRepo.Default]
}) {}
