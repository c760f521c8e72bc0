import type { Submission } from "@redline/api"
import { mileageText, sellerTypeLabel, SUBMISSION_SECTIONS } from "@redline/domain"
import { STEP_NAMES } from "./stepNames.ts"
import { SubmissionFacts } from "./SubmissionFacts.tsx"

/** The review before sending: the car as applied, each section's state, the photos and videos. */
export function ReviewStep({ submission }: { readonly submission: Submission }) {
  const { car } = submission.application
  const videos = submission.sections.media?.data["video_ids"]
  return (
    <div className="wizard__review">
      <SubmissionFacts
        facts={[
          ["Car", submission.title],
          ["VIN", car.vin],
          ["Mileage", mileageText(car.mileage)],
          ["Seller", car.dealer_name ?? sellerTypeLabel(car.seller_type)],
          ["Photos", submission.photos.length],
          ["Videos", Array.isArray(videos) ? videos.length : 0]
        ]}
      />
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
