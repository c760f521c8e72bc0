import type { SuccessOf } from "@redline/api"
import { formatShortDate, type SubmissionDecision } from "@redline/domain"

type DecisionRecord = SuccessOf<"staffDesk.submission">["decisions"][number]

/** A decision in a word, as the desk lists it. */
const DECISION_NAMES: Readonly<Record<SubmissionDecision, string>> = {
  accept: "Accepted",
  decline: "Declined",
  representative_assigned: "Representative assigned",
  representative_unassigned: "Representative taken off",
  reserve_offer: "Reserve offered",
  reserve_accept: "Reserve accepted",
  reserve_decline: "Reserve declined",
  no_reserve: "No reserve chosen",
  inspection_booked: "Inspection booked",
  inspection_report: "Inspection report recorded",
  inspection_approved: "Inspection approved",
  inspection_declined: "Inspection declined",
  listing_draft: "Listing draft written",
  listing_approved: "Listing approved",
  listing_changes_requested: "Listing changes requested",
  schedule: "Auction scheduled"
}

/** Who decided what, when: 'Accepted by staff on 11/2/26'; an account since removed is 'a former member of staff'. */
export const decisionText = (decision: DecisionRecord): string =>
  `${DECISION_NAMES[decision.decision]} by ${decision.user?.username ?? "a former member of staff"} on ${formatShortDate(new Date(decision.created_at))}`
