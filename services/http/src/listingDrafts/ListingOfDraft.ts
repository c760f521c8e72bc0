import type { Listing } from "@redline/api"
import { mileageText } from "@redline/domain"
import type { SubmissionRow } from "../submissions/SubmissionsRepo.ts"
import type { DraftRow } from "./ListingDraftsRepo.ts"

/** A text field of the submission's details section, or nothing. */
const detail = (row: SubmissionRow, field: string): string => {
  const value = (row.sections["details"]?.data as Readonly<Record<string, unknown>> | undefined)?.[field]
  return typeof value === "string" ? value : ""
}

/**
 * The listing a version makes, as the auction page shows one: staff's title, sub-title and
 * sections, the car's facts from the submission, and where the car is (`place`, the inspection's
 * 'Portland, OR', before the zip code). The preview shows it, and the auction scheduled from the
 * approved version is made of it.
 */
export const listingOf = (row: SubmissionRow, draft: DraftRow, place: string | null): Listing => ({
  title: draft.title,
  sub_title: draft.sub_title,
  year: row.year,
  make: row.make,
  make_slug: row.make_slug,
  model: row.model,
  model_slug: row.model_slug,
  mileage: row.mileage,
  mileage_text: mileageText(row.mileage),
  vin: row.vin,
  location: place === null ? row.zip_code : `${place} ${row.zip_code}`,
  zip_code: row.zip_code,
  body_style: detail(row, "body_style"),
  engine: detail(row, "engine"),
  drive_train: detail(row, "drivetrain"),
  transmission: detail(row, "transmission"),
  transmission_details: detail(row, "transmission_details"),
  exterior_color: detail(row, "exterior_color"),
  interior_color: detail(row, "interior_color"),
  title_status: detail(row, "title_status"),
  seller_type: row.seller_type,
  seller_type_details: row.dealer_name ?? "",
  is_ticket_package: false,
  sections: draft.sections
})
