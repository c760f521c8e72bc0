import { SubmissionStatus } from "./SubmissionStatus.ts"

/**
 * The submission a signed-in user's banners and calls to action follow (spec 1 §3 'Active
 * submission'): their latest one in progress or live, and whether they have several.
 * `reserve_offer` is whether staff made a reserve offer the seller hasn't answered;
 * `review_checklist_status` false means staff need more information.
 */
export interface ActiveSubmission {
  readonly submission_id: number
  readonly status: SubmissionStatus
  readonly listing_id: number | null
  readonly auction_id: number | null
  readonly multiple_submissions: boolean
  readonly reserve_offer: boolean
  readonly review_checklist_status: boolean | null
}

export type SellerCallToActionLabel =
  | "Manage Listings"
  | "Manage Auction"
  | "View Reserve Offer"
  | "Chat with us"
  | "Review Listing Draft"
  | "Continue Submission"
  | "Sell a Car"

export interface SellerCallToAction {
  readonly label: SellerCallToActionLabel
  /** The site path it leads to. */
  readonly href: string
}

/**
 * A reserve offer waits for the seller's answer while the car is submitted (2) or paid (5) and
 * staff made one the seller hasn't answered (`reserve_offer`).
 */
export const reserveOfferAwaits = (submission: Pick<ActiveSubmission, "status" | "reserve_offer">): boolean =>
  submission.reserve_offer && (submission.status === SubmissionStatus.submitted || submission.status === SubmissionStatus.paid)

/**
 * The seller's call to action in the header, footer and banners (spec 1 §2 'Seller calls to
 * action', spec 3 §2), in the table's order. The spec leaves out which statuses are which; ours:
 * - several submissions in progress or live: 'Manage Listings', the seller's listings;
 * - approved (8), scheduled (9) or live (10), the three with an auction: 'Manage Auction', the
 *   auction's page once it has one, else the submission;
 * - submitted (2), with a reserve offer: 'View Reserve Offer'; without one, staff are reviewing
 *   it: 'Chat with us', the submission's chat;
 * - paid (5), with a reserve offer waiting for the seller's answer: 'View Reserve Offer'; without
 *   one, waiting for the inspection and the listing staff write: 'Chat with us';
 * - listing (7), a listing draft to review: 'Review Listing Draft', the preview of its latest
 *   version (`/listings/{id}`, named by the submission's id as every version of its listing is);
 * - any other (a draft; accepted, due to pay the listing fee on the submission's page): 'Continue Submission';
 * - none: 'Sell a Car'.
 */
export function sellerCallToAction(active: ActiveSubmission | null): SellerCallToAction {
  if (active === null) return { label: "Sell a Car", href: "/sell-car/" }
  const submission = `/submissions/${active.submission_id}`
  if (active.multiple_submissions) return { label: "Manage Listings", href: "/account/listings/" }
  if (reserveOfferAwaits(active)) return { label: "View Reserve Offer", href: submission }
  switch (active.status) {
    case SubmissionStatus.approved:
    case SubmissionStatus.scheduled:
    case SubmissionStatus.live:
      return { label: "Manage Auction", href: active.auction_id === null ? submission : `/auctions/${active.auction_id}` }
    case SubmissionStatus.submitted:
    case SubmissionStatus.paid:
      return { label: "Chat with us", href: `${submission}?m=true` }
    case SubmissionStatus.listing:
      return { label: "Review Listing Draft", href: `/listings/${active.submission_id}` }
    default:
      return { label: "Continue Submission", href: submission }
  }
}

/**
 * 'We need more info for your listing' (spec 1 §4 'Promo banner selection') shows when staff
 * set the review checklist to false; null (not reviewed yet) and true show the sell banner instead.
 * Its click goes to the submission.
 */
export const needsMoreInfo = (active: ActiveSubmission | null): boolean => active?.review_checklist_status === false
