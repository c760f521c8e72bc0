import type { ListingStatus } from "../notifications/NotificationTypes.ts"
import { INSPECTION_STEPS } from "./Inspection.ts"
import { LISTING_DRAFT_DECISIONS } from "./ListingDraft.ts"
import { RESERVE_OFFER_DECISIONS } from "./ReserveOffer.ts"
import { submissionMessageError } from "./SubmissionChat.ts"
import { SubmissionStatus } from "./SubmissionStatus.ts"

/** Staff's decisions on a submitted car (spec 3 §4): take it on (Accepted, 3) or not (Declined, 4). */
export const STAFF_DECISIONS = ["accept", "decline"] as const
export type StaffDecision = (typeof STAFF_DECISIONS)[number]

/** Every step kept in a submission's history (who, what, when): staff's decisions, the inspection's steps, the reserve offer's and the listing drafts'. */
export const SUBMISSION_DECISIONS = [
  ...STAFF_DECISIONS,
  ...INSPECTION_STEPS,
  ...RESERVE_OFFER_DECISIONS,
  ...LISTING_DRAFT_DECISIONS
] as const
export type SubmissionDecision = (typeof SUBMISSION_DECISIONS)[number]

/** The status each decision gives the submission. */
export const DECISION_STATUS = {
  accept: SubmissionStatus.accepted,
  decline: SubmissionStatus.declined
} as const satisfies Readonly<Record<StaffDecision, SubmissionStatus>>

/** The listing status the seller's notification names (type 3, 'listing status changed'): 'was accepted', 'is not a fit for Redline'. */
export const DECISION_LISTING_STATUS = {
  accept: "accepted",
  decline: "not_a_fit"
} as const satisfies Readonly<Record<StaffDecision, ListingStatus>>

/** Why a submission in each status other than Submitted is past deciding; ours, naming where it is. */
const UNDECIDABLE: Readonly<Record<Exclude<SubmissionStatus, typeof SubmissionStatus.submitted>, string>> = {
  [SubmissionStatus.draft]: "This submission hasn't been submitted yet.",
  [SubmissionStatus.accepted]: "This submission was accepted already.",
  [SubmissionStatus.declined]: "This submission was declined already.",
  [SubmissionStatus.paid]: "This submission was accepted and paid for already.",
  [SubmissionStatus.archived]: "This submission was archived.",
  [SubmissionStatus.listing]: "This submission's listing is being written already.",
  [SubmissionStatus.approved]: "This submission's listing was approved already.",
  [SubmissionStatus.scheduled]: "This submission's auction is scheduled already.",
  [SubmissionStatus.live]: "This submission's auction is live already.",
  [SubmissionStatus.auction_ended]: "This submission's auction has ended.",
  [SubmissionStatus.canceled]: "This submission was canceled."
}

/**
 * Staff decide a submission once, while it is Submitted (2): a draft is not theirs to judge yet,
 * and a decision made stands (deciding again, or later, is refused). Null when it may be decided.
 */
export const decisionProblem = (status: SubmissionStatus): string | null =>
  status === SubmissionStatus.submitted ? null : UNDECIDABLE[status]

/**
 * The decision's message goes to the seller in the submission's chat, so it is a chat message:
 * something to read, at most the chat's length once trimmed. Null when it can go.
 */
export const decisionMessageProblem = (message: string): string | null => submissionMessageError(message)
