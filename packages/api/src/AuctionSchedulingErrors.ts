import { ErrorCode } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of scheduling a submission's auction (spec 3 §4 'Submission flow'); the spec shows none of their words, so all are ours. */

/** Times that won't do: `field` names the one at fault (auction_start, auction_end), and the message says why. */
export class AuctionScheduleInvalid extends Refusal<AuctionScheduleInvalid>()(
  "AuctionScheduleInvalid",
  ErrorCode.auction_schedule_invalid,
  400,
  null,
  { field: Schema.String }
) {}

/** Scheduling a submission whose listing isn't approved, or whose auction is scheduled already (the message says which). */
export class SubmissionNotSchedulable extends Refusal<SubmissionNotSchedulable>()(
  "SubmissionNotSchedulable",
  ErrorCode.submission_not_schedulable,
  409,
  null
) {}
