import type { ListingStatus } from "../notifications/NotificationTypes.ts"
import { SCHEDULE_DECISIONS } from "./AuctionScheduling.ts"
import { INSPECTION_STEPS } from "./Inspection.ts"
import { LISTING_DRAFT_DECISIONS } from "./ListingDraft.ts"
import { RESERVE_OFFER_DECISIONS } from "./ReserveOffer.ts"
import { submissionMessageError } from "./SubmissionChat.ts"
import { standingOf, SubmissionStatus } from "./SubmissionStatus.ts"

/** Staff's decisions on a submitted car (spec 3 §4): take it on (Accepted, 3) or not (Declined, 4). */
export const STAFF_DECISIONS = ["accept", "decline"] as const
export type StaffDecision = (typeof STAFF_DECISIONS)[number]

/** Staff assigning a business-development representative to a submission, or taking the one assigned off it (spec 3 §6). */
export const REPRESENTATIVE_DECISIONS = ["representative_assigned", "representative_unassigned"] as const
export type RepresentativeDecision = (typeof REPRESENTATIVE_DECISIONS)[number]

/** The history's words for a representative assigned or taken off, naming them: 'alex represents this submission.' */
export const representativeMessage = (decision: RepresentativeDecision, username: string): string =>
  decision === "representative_assigned" ? `${username} represents this submission.` : `${username} no longer represents this submission.`

/**
 * Every step kept in a submission's history (who, what, when): staff's decisions, the
 * representative's assignment, the inspection's steps, the reserve offer's, the listing drafts'
 * and the auction's scheduling.
 */
export const SUBMISSION_DECISIONS = [
  ...STAFF_DECISIONS,
  ...REPRESENTATIVE_DECISIONS,
  ...INSPECTION_STEPS,
  ...RESERVE_OFFER_DECISIONS,
  ...LISTING_DRAFT_DECISIONS,
  ...SCHEDULE_DECISIONS
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

/** A decided submission says it was decided already. */
const DECIDED = {
  [SubmissionStatus.accepted]: "This submission was accepted already.",
  [SubmissionStatus.declined]: "This submission was declined already."
}

/**
 * Staff decide a submission once, while it is Submitted (2): a draft is not theirs to judge yet,
 * and a decision made stands (deciding again, or later, is refused). Null when it may be decided.
 */
export const decisionProblem = (status: SubmissionStatus): string | null =>
  status === SubmissionStatus.submitted ? null : standingOf(status, DECIDED)

/**
 * The decision's message goes to the seller in the submission's chat, so it is a chat message:
 * something to read, at most the chat's length once trimmed. Null when it can go.
 */
export const decisionMessageProblem = (message: string): string | null => submissionMessageError(message)
