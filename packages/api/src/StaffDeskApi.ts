import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { STAFF_DECISIONS, SUBMISSION_DECISIONS, SUBMISSION_STATUSES } from "@redline/domain"
import { Schema } from "effect"
import { Forbidden } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { IdFromString } from "./Id.ts"
import { SubmissionMessageInvalid, SubmissionNotDecidable, SubmissionNotFound } from "./SubmissionErrors.ts"
import { Submission, SubmissionIdPath, SubmissionPhoto, SubmissionStatusCode } from "./SubmissionsApi.ts"

export const StaffDecisionName = Schema.Literal(...STAFF_DECISIONS)

/**
 * A business-development representative (spec 3 §6, CAN_BE_BD_REPRESENTATIVE): who staff assign
 * to a submission, and whom its seller, when a business-development partner (SEES_BD_REP), writes to.
 */
export const Representative = Schema.Struct({ id: Schema.Int, username: Schema.String, email: Schema.String })
export type Representative = typeof Representative.Type

/**
 * A step in a submission's history: staff's decision (accept, decline, a reserve offered:
 * `reserve_offer`), the seller's answer to an offer (`reserve_accept`, `reserve_decline`,
 * `no_reserve`), a step of its inspection (booked by the seller, its report recorded by staff,
 * approved or declined by the seller), or a representative assigned or taken off (the message
 * names them: 'alex represents this submission.'). Who (their username; null once the account is gone), what,
 * the message, when.
 */
export const StaffDecisionRecord = Schema.Struct({
  id: Schema.Int,
  decision: Schema.Literal(...SUBMISSION_DECISIONS),
  user: Schema.NullOr(Schema.Struct({ username: Schema.String })),
  message: Schema.String,
  created_at: Schema.String
})

export const StaffQueueQuery = Schema.Struct({
  status: Schema.optional(
    Schema.Literal(...(SUBMISSION_STATUSES.map(String) as [string, ...Array<string>])).annotations({
      description: "The submissions of one status; 2 (Submitted) when not given"
    })
  ),
  q: Schema.optional(
    Schema.String.pipe(Schema.maxLength(100)).annotations({
      description: "Words of the title (year make model), the VIN, or the seller's username or e-mail, in any case"
    })
  ),
  representative: Schema.optional(
    Schema.Union(Schema.Literal("mine", "none"), IdFromString).annotations({
      description: "The submissions assigned to the caller (`mine`), to no one (`none`), or to the representative of this user id"
    })
  ),
  page: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 1000)).annotations({ description: "From 1" }))
})

/** A submission as the queue lists it. */
export const StaffQueueItem = Schema.Struct({
  id: Schema.Int,
  status: SubmissionStatusCode,
  title: Schema.String,
  seller: Schema.Struct({ username: Schema.String }),
  submitted_at: Schema.NullOr(Schema.String),
  main_photo: Schema.NullOr(SubmissionPhoto),
  /** The seller's messages staff haven't seen. */
  unread_count: Schema.Int,
  last_decision: Schema.NullOr(StaffDecisionRecord),
  representative: Schema.NullOr(Schema.Struct({ id: Schema.Int, username: Schema.String }))
})

export const StaffQueue = Schema.Struct({
  submissions: Schema.Array(StaffQueueItem),
  total_count: Schema.Int,
  page: Schema.Int
})

/** The submission's auction once scheduled: when it runs (its end as scheduled, before any soft close) and how it stands. */
export const ScheduledAuction = Schema.Struct({
  id: Schema.Int,
  status: Schema.Int,
  auction_start: Schema.String,
  auction_end: Schema.String,
  url: Schema.String.annotations({ description: "The auction's page" })
})

/**
 * A submission as staff see it: what its seller sees, who the seller is, its representative,
 * staff's unread count, the decisions, oldest first, and its auction once scheduled.
 */
export const StaffSubmission = Schema.Struct({
  submission: Submission,
  seller: Schema.Struct({ id: Schema.Int, username: Schema.String, email: Schema.String }),
  representative: Schema.NullOr(Representative),
  unread_count: Schema.Int,
  decisions: Schema.Array(StaffDecisionRecord),
  auction: Schema.NullOr(ScheduledAuction)
})
export type StaffSubmission = typeof StaffSubmission.Type

export const DecisionRequest = Schema.Struct({
  decision: StaffDecisionName,
  message: Schema.String.pipe(Schema.maxLength(10_000)).annotations({
    description: "To the seller, in the submission's chat: as a chat message, 1 to 2,000 characters once trimmed"
  }),
  idempotency_key: Schema.optional(
    Schema.NullOr(
      Schema.String.pipe(Schema.minLength(1), Schema.maxLength(100)).annotations({
        description: "The same key again answers the submission the first decision left, deciding nothing more"
      })
    )
  )
})

/**
 * The staff desk (spec 3 §4 'Submission flow', §6 VIEW_SUBMISSIONS): the queue of sellers'
 * submissions, each one's full data with staff's decisions, and the decision itself. Every call
 * is for staff and users with the VIEW_SUBMISSIONS permission; anyone else signed in is forbidden.
 */
export class StaffDeskApi extends HttpApiGroup.make("staffDesk")
  .add(HttpApiEndpoint.get("queue", "/v1/staff/submissions").setUrlParams(StaffQueueQuery).addSuccess(StaffQueue))
  .add(
    HttpApiEndpoint.get("submission", "/v1/staff/submissions/:submission_id")
      .setPath(SubmissionIdPath)
      .addSuccess(StaffSubmission)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.post("decide", "/v1/staff/submissions/:submission_id/decision")
      .setPath(SubmissionIdPath)
      .setPayload(DecisionRequest)
      .addSuccess(StaffSubmission)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotDecidable)
      .addError(SubmissionMessageInvalid)
  )
  .middleware(Authentication)
  .addError(Forbidden) {}
