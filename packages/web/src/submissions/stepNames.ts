import type { WizardStep } from "@redline/machines"

/** The wizard's steps as the seller reads them. */
export const STEP_NAMES: Record<WizardStep, string> = {
  application: "Your car",
  details: "Details",
  condition: "Condition",
  media: "Photos",
  scheduling: "Scheduling",
  review: "Review"
}
