import { HttpServerResponse } from "@effect/platform"
import {
  CurrentUser,
  InspectionAlreadyBooked,
  InspectionAlreadyInspected,
  InspectionInvalid,
  InspectionNotAnswerable,
  InspectionNotOpen,
  InspectionNotReportable,
  InspectionReportInvalid,
  InspectionReportNotFound,
  RedlineApi,
  SubmissionNotFound,
  UploadMissing,
  UploadNotYours
} from "@redline/api"
import { currentDate } from "@redline/infra"
import { Effect, Layer } from "effect"
import { apiGroup } from "../ReadLanes.ts"
import { refusedBy } from "../Refuse.ts"
import { deskStaff, submissionReader } from "../staffDesk/DeskStaff.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { SubmissionsRepo } from "../submissions/SubmissionsRepo.ts"
import { type InspectionRefused, Inspections } from "./Inspections.ts"
import { InspectionsRepo } from "./InspectionsRepo.ts"

type Refusals = Partial<Record<InspectionRefused["reason"], (refused: InspectionRefused) => unknown>>

const messageOf = (refused: InspectionRefused) => refused.message ?? ""
const fieldsOf = (refused: InspectionRefused) => ({ fields: refused.fields ?? [] })

const NOT_FOUND = { not_found: () => SubmissionNotFound.default() } as const
const OPEN = { ...NOT_FOUND, not_open: (refused: InspectionRefused) => InspectionNotOpen.of(messageOf(refused)) } as const
const ALREADY_BOOKED = {
  already_booked: () => InspectionAlreadyBooked.default(),
  already_inspected: () => InspectionAlreadyInspected.default()
} as const
const INVALID = { invalid: (refused: InspectionRefused) => InspectionInvalid.of(messageOf(refused), fieldsOf(refused)) } as const

const refusals = {
  read: NOT_FOUND,
  saveAddress: { ...OPEN, ...ALREADY_BOOKED, ...INVALID },
  book: { ...OPEN, ...ALREADY_BOOKED, ...INVALID },
  answer: { ...OPEN, not_answerable: (refused: InspectionRefused) => InspectionNotAnswerable.of(messageOf(refused)) },
  report: { no_report_file: () => InspectionReportNotFound.default() },
  recordReport: {
    ...OPEN,
    not_reportable: (refused: InspectionRefused) => InspectionNotReportable.of(messageOf(refused)),
    report_invalid: (refused: InspectionRefused) => InspectionReportInvalid.of(messageOf(refused), fieldsOf(refused)),
    upload_not_yours: () => UploadNotYours.default(),
    upload_missing: () => UploadMissing.default()
  }
} as const satisfies Record<string, Refusals>

/** A report is the seller's and staff's until its listing shows it, and a replaced one is removed: no shared cache keeps it. */
const PRIVATE = "private, no-store"

/**
 * A submission's inspection (spec 3 §4 'Inspection'): its seller's address, booking and answer,
 * staff's report (staff and VIEW_SUBMISSIONS users; anyone else forbidden).
 */
export const InspectionsHttpLive = apiGroup(RedlineApi, "inspections", (handlers) =>
  Effect.gen(function* () {
    const inspections = yield* Inspections

    /** Who reads the submission's inspection: its seller, or staff (null: any submission). */
    const reader = Effect.map(CurrentUser, submissionReader)

    return handlers
      .handle("get", ({ path }) =>
        Effect.flatMap(reader, (userId) => inspections.read(path.submission_id, userId)).pipe(
          Effect.catchTag("InspectionRefused", refusedBy(refusals.read))
        )
      )
      .handle("saveAddress", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* inspections.saveAddress(path.submission_id, user.id, payload, yield* currentDate)
        }).pipe(Effect.catchTag("InspectionRefused", refusedBy(refusals.saveAddress)))
      )
      .handle("book", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* inspections.book(
            path.submission_id,
            user.id,
            { registerToBid: payload.register_to_bid, termsAgreement: payload.terms_agreement },
            yield* currentDate
          )
        }).pipe(Effect.catchTag("InspectionRefused", refusedBy(refusals.book)))
      )
      .handle("answer", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          return yield* inspections.answer(path.submission_id, user.id, payload.approved, yield* currentDate)
        }).pipe(Effect.catchTag("InspectionRefused", refusedBy(refusals.answer)))
      )
      .handle("recordReport", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* deskStaff
          return yield* inspections.recordReport(
            path.submission_id,
            user.id,
            { key: payload.key ?? null, url: payload.url ?? null },
            yield* currentDate
          )
        }).pipe(Effect.catchTag("InspectionRefused", refusedBy(refusals.recordReport)))
      )
  })
).pipe(Layer.provide([Inspections.Default, InspectionsRepo.Default, StaffDeskRepo.Default, SubmissionsRepo.Default]))

/** A report uploaded as a PDF, read by its link (`report_url`), whose name no one guesses. */
export const InspectionReportsHttpLive = apiGroup(RedlineApi, "inspectionReports", (handlers) =>
  Effect.gen(function* () {
    const inspections = yield* Inspections
    return handlers.handle("report", ({ path }) =>
      inspections.reportPdf(path.name).pipe(
        Effect.map((body) =>
          HttpServerResponse.uint8Array(body, { contentType: "application/pdf", headers: { "cache-control": PRIVATE } })
        ),
        Effect.catchTag("InspectionRefused", refusedBy(refusals.report))
      )
    )
  })
).pipe(Layer.provide([Inspections.Default, InspectionsRepo.Default, StaffDeskRepo.Default, SubmissionsRepo.Default]))
