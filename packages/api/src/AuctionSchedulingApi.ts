import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden } from "./ApiErrors.ts"
import { AuctionScheduleInvalid, SubmissionNotSchedulable } from "./AuctionSchedulingErrors.ts"
import { Authentication } from "./Authentication.ts"
import { StaffSubmission } from "./StaffDeskApi.ts"
import { SubmissionNotFound } from "./SubmissionErrors.ts"
import { SubmissionIdPath } from "./SubmissionsApi.ts"

export const ScheduleRequest = Schema.Struct({
  auction_start: Schema.String.pipe(Schema.maxLength(100)).annotations({
    description: "When the auction goes live, ISO 8601 with its offset: not in the past, within 90 days"
  }),
  auction_end: Schema.String.pipe(Schema.maxLength(100)).annotations({
    description: "When it ends (before any soft close), ISO 8601: 1 hour to 14 days after auction_start"
  })
})

/**
 * Scheduling to live (spec 3 §4 'Submission flow'): staff, and users with VIEW_SUBMISSIONS, put
 * an Approved submission's listing up for auction between two times. The auction is made from
 * the approved version and the reserve the seller settled, queued until its start, and the
 * submission is Scheduled; anyone else signed in is forbidden.
 */
export class AuctionSchedulingApi extends HttpApiGroup.make("auctionScheduling")
  .add(
    HttpApiEndpoint.post("schedule", "/v1/staff/submissions/:submission_id/schedule")
      .setPath(SubmissionIdPath)
      .setPayload(ScheduleRequest)
      .addSuccess(StaffSubmission)
      .addError(SubmissionNotFound)
      .addError(AuctionScheduleInvalid)
      .addError(SubmissionNotSchedulable)
  )
  .middleware(Authentication)
  .addError(Forbidden) {}
