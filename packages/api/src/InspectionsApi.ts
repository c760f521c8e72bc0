import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { Forbidden } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { expected } from "./Expected.ts"
import {
  InspectionAlreadyBooked,
  InspectionAlreadyInspected,
  InspectionInvalid,
  InspectionNotAnswerable,
  InspectionNotOpen,
  InspectionNotReportable,
  InspectionReportInvalid,
  InspectionReportNotFound
} from "./InspectionErrors.ts"
import { SubmissionNotFound } from "./SubmissionErrors.ts"
import { SubmissionIdPath, SubmissionStatusCode } from "./SubmissionsApi.ts"
import { UploadMissing, UploadNotYours } from "./UploadErrors.ts"

/** A submission's inspection: the car's address, the booking, the report and the seller's answer to it. */
export const Inspection = Schema.Struct({
  submission_id: Schema.Int,
  status: SubmissionStatusCode,
  address: Schema.NullOr(Schema.String),
  city: Schema.NullOr(Schema.String),
  state: Schema.NullOr(Schema.String),
  zip_code: Schema.NullOr(Schema.String),
  is_inspection_booked: Schema.Boolean,
  booked_at: Schema.NullOr(Schema.String),
  report_url: Schema.NullOr(Schema.String),
  reported_at: Schema.NullOr(Schema.String),
  /** The seller's answer to the report: approved (true), declined (false), none yet (null). */
  approved: Schema.NullOr(Schema.Boolean),
  answered_at: Schema.NullOr(Schema.String)
})
export type Inspection = typeof Inspection.Type

const text = (description: string) => Schema.String.pipe(Schema.maxLength(1_000)).annotations({ description })

export const InspectionAddress = Schema.Struct({
  address: text("The street address of the car, 1 to 200 characters once trimmed"),
  city: text("1 to 100 characters once trimmed"),
  state: text("A US state's postal code (CA), or DC"),
  zip_code: text("5 digits, or ZIP+4 (kept as its five)")
})

export const InspectionBooking = Schema.Struct({
  register_to_bid: Schema.Boolean.annotations({
    description: "Registers the seller to bid with the booking (accepts the bidding agreement); needed when not registered already"
  }),
  terms_agreement: Schema.Boolean.annotations({ description: "The inspection terms, agreed: true to book" })
})

export const InspectionAnswer = Schema.Struct({
  approved: Schema.Boolean.annotations({ description: "true approves the inspection's report, false declines it" })
})

export const InspectionReport = Schema.Struct({
  key: Schema.optional(
    Schema.NullOr(Schema.String.pipe(Schema.maxLength(200))).annotations({
      description: "A PDF uploaded to the object store (GET auth/s3-token)"
    })
  ),
  url: Schema.optional(
    Schema.NullOr(Schema.String.pipe(Schema.maxLength(2_000))).annotations({ description: "Or an https link to the report" })
  )
})

/**
 * A submission's inspection (spec 3 §2 'inspection', §4 'Inspection', §7): its seller saves the
 * car's address, books the inspection and approves or declines its report; staff (and users with
 * VIEW_SUBMISSIONS) read it and record the report. Someone else's submission answers as one that
 * doesn't exist; anyone but staff recording a report is forbidden.
 */
export class InspectionsApi extends HttpApiGroup.make("inspections")
  .add(
    HttpApiEndpoint.get("get", "/v1/submissions/:submission_id/inspection")
      .setPath(SubmissionIdPath)
      .addSuccess(Inspection)
      .addError(SubmissionNotFound)
  )
  .add(
    HttpApiEndpoint.put("saveAddress", "/v1/submissions/:submission_id/inspection")
      .setPath(SubmissionIdPath)
      .setPayload(InspectionAddress)
      .addSuccess(Inspection)
      .addError(SubmissionNotFound)
      .addError(InspectionNotOpen)
      .addError(InspectionInvalid)
      .addError(InspectionAlreadyBooked)
      .addError(InspectionAlreadyInspected)
  )
  .add(
    HttpApiEndpoint.post("book", "/v1/submissions/:submission_id/inspection/book")
      .setPath(SubmissionIdPath)
      .setPayload(InspectionBooking)
      .addSuccess(Inspection)
      .addError(SubmissionNotFound)
      .addError(InspectionNotOpen)
      .addError(InspectionInvalid)
      .addError(InspectionAlreadyBooked)
      .addError(InspectionAlreadyInspected)
  )
  .add(
    HttpApiEndpoint.post("answer", "/v1/submissions/:submission_id/inspection/approve")
      .setPath(SubmissionIdPath)
      .setPayload(InspectionAnswer)
      .addSuccess(Inspection)
      .addError(SubmissionNotFound)
      .addError(InspectionNotOpen)
      .addError(InspectionNotAnswerable)
  )
  .add(
    HttpApiEndpoint.post("recordReport", "/v1/staff/submissions/:submission_id/inspection/report")
      .setPath(SubmissionIdPath)
      .setPayload(InspectionReport)
      .addSuccess(Inspection)
      .addError(Forbidden)
      .addError(SubmissionNotFound)
      .addError(InspectionNotOpen)
      .addError(InspectionNotReportable)
      .addError(InspectionReportInvalid)
      .addError(UploadNotYours)
      .addError(UploadMissing)
  )
  .middleware(Authentication) {}

export const InspectionReportPath = Schema.Struct({
  name: Schema.String.pipe(Schema.pattern(/^[0-9a-f-]{36}\.pdf$/), expected("a report's file name"))
})

/**
 * An inspection report uploaded as a PDF, read by its link: an unguessable name, which the
 * submission's `report_url` gives its seller and staff, as a link to a report hosted elsewhere is.
 */
export class InspectionReportsApi extends HttpApiGroup.make("inspectionReports").add(
  HttpApiEndpoint.get("report", "/v1/inspection_reports/:name")
    .setPath(InspectionReportPath)
    .addSuccess(HttpApiSchema.Uint8Array({ contentType: "application/pdf" }))
    .addError(InspectionReportNotFound)
) {}
