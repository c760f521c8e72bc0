import type { Submission } from "@redline/api"
import {
  type FieldRule,
  formatMoney,
  mileageText,
  SECTION_FIELDS,
  type SectionData,
  sellerTypeLabel,
  STORY_MAX_LENGTH
} from "@redline/domain"
import type { ReactNode } from "react"
import { STEP_NAMES } from "../submissions/stepNames.ts"
import { SubmissionFacts } from "../submissions/SubmissionFacts.tsx"

/** The sections staff read field by field; the media section's videos are shown with the photos. */
const READ_SECTIONS = ["details", "condition", "scheduling"] as const

/** A field's value as a person reads it: a choice by its label, yes or no, dollars; null when not given. */
function valueText(rule: FieldRule, value: SectionData[string]): ReactNode {
  if (value === null || value === undefined || value === "") return null
  switch (rule.kind) {
    case "choice":
      return rule.options.find((option) => option.value === value)?.label ?? String(value)
    case "boolean":
      return value === true ? "Yes" : "No"
    case "whole":
      return typeof value === "number" ? formatMoney(value) : String(value)
    case "ids":
      return Array.isArray(value) ? value.length : null
    case "text":
      // a story keeps its lines, in the reading weight
      return rule.max >= STORY_MAX_LENGTH ? <span className="submission-data__story">{String(value)}</span> : String(value)
    case "date":
      return String(value)
  }
}

/** A section's given fields, in the form's order; what the seller left blank isn't listed. */
function sectionFacts(section: (typeof READ_SECTIONS)[number], data: SectionData): ReadonlyArray<readonly [string, ReactNode]> {
  return Object.entries(SECTION_FIELDS[section]).flatMap(([field, rule]) => {
    const value = valueText(rule, data[field])
    return value === null ? [] : [[rule.label, value] as const]
  })
}

/**
 * Everything the seller gave (spec 3 §4): the contact and the car of the application, where they
 * came from, and each section as saved, complete or not.
 */
export function SubmissionData({ submission, email }: { readonly submission: Submission; readonly email: string }) {
  const { contact, car } = submission.application
  const campaign = Object.entries(submission.campaign ?? {}).filter(([, value]) => value !== undefined && value !== "")
  return (
    <>
      <section className="staff-submission__block" aria-labelledby="seller-heading">
        <h2 id="seller-heading" className="staff-submission__heading">
          Seller
        </h2>
        <SubmissionFacts
          facts={[
            ["Name", `${contact.first_name} ${contact.last_name}`],
            ["E-mail", <a href={`mailto:${email}`}>{email}</a>],
            ["Phone", <a href={`tel:${contact.phone}`}>{contact.phone}</a>],
            [
              "Seller type",
              car.dealer_name === null ? sellerTypeLabel(car.seller_type) : `${sellerTypeLabel(car.seller_type)}: ${car.dealer_name}`
            ],
            ...(submission.partner === null ? [] : [["Partner", submission.partner] as const]),
            ...(campaign.length === 0 ? [] : [["Campaign", campaign.map(([tag, value]) => `${tag}: ${value}`).join(", ")] as const])
          ]}
        />
      </section>
      <section className="staff-submission__block" aria-labelledby="car-heading">
        <h2 id="car-heading" className="staff-submission__heading">
          Car
        </h2>
        <SubmissionFacts
          facts={[
            ["Car", `${car.year} ${car.make} ${car.model}`],
            [
              "VIN",
              <>
                {car.vin}
                {submission.application.vin_check_digit_warning && (
                  <span className="submission-data__warning"> (check digit doesn't match: worth a look)</span>
                )}
              </>
            ],
            ["Mileage", mileageText(car.mileage)],
            ["Zip code", car.zip_code]
          ]}
        />
      </section>
      {READ_SECTIONS.map((section) => {
        const saved = submission.sections[section]
        const facts = saved === null ? [] : sectionFacts(section, saved.data)
        return (
          <section key={section} className="staff-submission__block" aria-labelledby={`${section}-heading`}>
            <h2 id={`${section}-heading`} className="staff-submission__heading">
              {STEP_NAMES[section]}
              {saved !== null && !saved.complete && <span className="submission-data__incomplete"> (not complete)</span>}
            </h2>
            {facts.length === 0 ? <p className="staff-submission__muted">Not filled in yet.</p> : <SubmissionFacts facts={facts} />}
          </section>
        )
      })}
    </>
  )
}
