import type { Submission, SubmissionSummary } from "@redline/api"
import {
  reserveOfferAwaits,
  type SellerCallToAction,
  sectionsEditable,
  sellerCallToAction,
  submissionListOf,
  SubmissionStatus
} from "@redline/domain"

/**
 * Where a submission stands, in a word and a sentence, by its status, as its seller reads it on
 * their own pages (spec 3 §4; the words are ours). Every sentence differs from the domain's
 * `standingOf`, which words a status as the refusal of a step that doesn't belong there.
 */
const SELLER_STANDINGS: Record<SubmissionStatus, { readonly label: string; readonly text: string }> = {
  [SubmissionStatus.draft]: { label: "Draft", text: "Your application isn't finished yet. It's saved as you go." },
  [SubmissionStatus.submitted]: { label: "Submitted", text: "Our team is reviewing your car. We'll write to you in the chat below." },
  [SubmissionStatus.accepted]: { label: "Accepted", text: "We'd love to sell your car. Next come the payment and the inspection." },
  [SubmissionStatus.declined]: { label: "Declined", text: "We're unable to list this car. The chat below says why." },
  [SubmissionStatus.paid]: { label: "Paid", text: "Next come the inspection and your listing, which our team writes." },
  [SubmissionStatus.archived]: { label: "Archived", text: "This submission is archived." },
  [SubmissionStatus.listing]: {
    label: "Listing draft",
    text: "Your listing draft is ready: review it, and approve it or ask for changes."
  },
  [SubmissionStatus.approved]: { label: "Approved", text: "You approved your listing. We're scheduling the auction." },
  [SubmissionStatus.scheduled]: { label: "Scheduled", text: "Your auction is scheduled." },
  [SubmissionStatus.live]: { label: "Live", text: "Your auction is live." },
  [SubmissionStatus.auction_ended]: { label: "Auction ended", text: "Your auction has ended." },
  [SubmissionStatus.canceled]: { label: "Canceled", text: "This submission was canceled." }
}

/** A status in a word: 'Submitted', 'Listing draft'. */
export const statusLabel = (status: SubmissionStatus): string => SELLER_STANDINGS[status].label

/** What the seller's standing and next step follow from, alike for a submission and its summary. */
type Facts = Pick<SubmissionSummary, "id" | "status" | "listing_id" | "auction_id" | "review_checklist_status"> & {
  readonly reserve_offer: boolean
}

const factsOf = (submission: Submission | SubmissionSummary): Facts => ({
  ...submission,
  reserve_offer: typeof submission.reserve_offer === "boolean" ? submission.reserve_offer : submission.reserve_offer !== null
})

/**
 * The word and sentence of where a submission stands; a submitted (spec 3 §4) or paid one with a
 * reserve offer waiting for the seller's answer reads 'Reserve offer'.
 */
export function standingText(submission: Submission | SubmissionSummary): { readonly label: string; readonly text: string } {
  const facts = factsOf(submission)
  if (reserveOfferAwaits(facts)) return { label: "Reserve offer", text: "We've made you a reserve offer." }
  return SELLER_STANDINGS[facts.status]
}

/**
 * What the seller does next about one submission: the domain's call to action for it alone
 * (`sellerCallToAction`); 'Continue Submission' goes to the application itself, for a draft or
 * when staff need more information. Null where the seller has nothing to do here (accepted,
 * when the payment is due, and once it is over).
 */
export function nextStepOf(submission: Submission | SubmissionSummary): SellerCallToAction | null {
  const facts = factsOf(submission)
  const resume = { label: "Continue Submission", href: `/sell-car/submit/?submission=${facts.id}` } as const
  if (facts.review_checklist_status === false && sectionsEditable(facts.status)) return resume
  if (submissionListOf(facts.status) === "past" || facts.status === SubmissionStatus.accepted) return null
  const call = sellerCallToAction({
    submission_id: facts.id,
    status: facts.status,
    listing_id: facts.listing_id,
    auction_id: facts.auction_id,
    multiple_submissions: false,
    reserve_offer: facts.reserve_offer,
    review_checklist_status: facts.review_checklist_status
  })
  if (call.label === "Continue Submission") return resume
  if (call.label === "View Reserve Offer") return { label: call.label, href: `/submissions/${facts.id}#reserve-offer` }
  return call
}
