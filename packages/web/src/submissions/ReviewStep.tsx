import type { Submission } from "@redline/api"
import { mileageText, sellerTypeLabel, SUBMISSION_SECTIONS } from "@redline/domain"
import { STEP_NAMES } from "./stepNames.ts"
import "./SubmissionFacts.css"

/** The review before sending: the car as applied, each section's state, the photos. */
export function ReviewStep({ submission }: { readonly submission: Submission }) {
  const { car } = submission.application
  return (
    <div className="wizard__review">
      <dl className="submission-facts">
        <div>
          <dt>Car</dt>
          <dd>{submission.title}</dd>
        </div>
        <div>
          <dt>VIN</dt>
          <dd>{car.vin}</dd>
        </div>
        <div>
          <dt>Mileage</dt>
          <dd>{mileageText(car.mileage)}</dd>
        </div>
        <div>
          <dt>Seller</dt>
          <dd>{car.dealer_name ?? sellerTypeLabel(car.seller_type)}</dd>
        </div>
        <div>
          <dt>Photos</dt>
          <dd>{submission.photos.length}</dd>
        </div>
      </dl>
      <ul className="wizard__checklist">
        {SUBMISSION_SECTIONS.map((section) => (
          <li key={section} data-complete={submission.sections[section]?.complete === true ? "" : undefined}>
            {STEP_NAMES[section]}: {submission.sections[section]?.complete === true ? "complete" : "not complete"}
          </li>
        ))}
      </ul>
    </div>
  )
}
