import { SubmissionStatus } from "@redline/domain"
import { Link } from "wouter"

/** What the desk does about the listing at each status it is written in or was. */
const LISTING_STEPS: Partial<Record<SubmissionStatus, { readonly text: string; readonly link: string }>> = {
  [SubmissionStatus.paid]: {
    text: "Once the seller approves the inspection and the reserve is settled, write the listing for the seller to review.",
    link: "Write the listing"
  },
  [SubmissionStatus.listing]: {
    text: "The seller reviews each version; write the next with the changes asked for.",
    link: "Write the next version"
  },
  [SubmissionStatus.approved]: { text: "The seller approved the listing.", link: "See the versions" }
}

/** The listing's place on a submission (spec 3 §4 'Listing review'): the way to its versions, while it is written and once approved. */
export function ListingPanel({ id, status }: { readonly id: number; readonly status: SubmissionStatus }) {
  const step = LISTING_STEPS[status]
  if (step === undefined) return null
  return (
    <section className="staff-submission__panel" aria-labelledby="listing-heading">
      <h2 id="listing-heading" className="staff-submission__heading">
        Listing
      </h2>
      <p className="staff-submission__muted">{step.text}</p>
      <Link href={`/staff/submissions/${id}/listing`} className="button listing-panel__link">
        {step.link}
      </Link>
    </section>
  )
}
