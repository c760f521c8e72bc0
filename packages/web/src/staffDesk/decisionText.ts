import type { SuccessOf } from "@redline/api"
import { formatShortDate, type SubmissionDecision } from "@redline/domain"

type DecisionRecord = SuccessOf<"staffDesk.submission">["decisions"][number]

/** A decision in a word, as the desk lists it, and who makes it: staff, or the seller answering them. */
const DECISIONS: Readonly<Record<SubmissionDecision, { readonly name: string; readonly by: "staff" | "seller" }>> = {
  accept: { name: "Accepted", by: "staff" },
  decline: { name: "Declined", by: "staff" },
  representative_assigned: { name: "Representative assigned", by: "staff" },
  representative_unassigned: { name: "Representative taken off", by: "staff" },
  reserve_offer: { name: "Reserve offered", by: "staff" },
  reserve_accept: { name: "Reserve accepted", by: "seller" },
  reserve_decline: { name: "Reserve declined", by: "seller" },
  no_reserve: { name: "No reserve chosen", by: "seller" },
  inspection_booked: { name: "Inspection booked", by: "seller" },
  inspection_report: { name: "Inspection report recorded", by: "staff" },
  inspection_approved: { name: "Inspection approved", by: "seller" },
  inspection_declined: { name: "Inspection declined", by: "seller" },
  listing_draft: { name: "Listing draft written", by: "staff" },
  listing_approved: { name: "Listing approved", by: "seller" },
  listing_changes_requested: { name: "Listing changes requested", by: "seller" },
  schedule: { name: "Auction scheduled", by: "staff" }
}

/** Who made a decision whose account is gone: the submission has one seller, staff are many. */
const FORMER = { staff: "a former member of staff", seller: "the seller" } as const

/**
 * Who decided what, when: 'Accepted by staff on 11/2/26'; an account since removed is 'a former
 * member of staff', or 'the seller' for the seller's own steps.
 */
export const decisionText = (decision: DecisionRecord): string => {
  const { name, by } = DECISIONS[decision.decision]
  return `${name} by ${decision.user?.username ?? FORMER[by]} on ${formatShortDate(new Date(decision.created_at))}`
}
