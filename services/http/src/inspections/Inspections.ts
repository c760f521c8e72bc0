import { SqlClient } from "@effect/sql"
import type { Inspection } from "@redline/api"
import {
  bookingProblem,
  type FieldProblem,
  inspectionAddressProblems,
  inspectionAnswerProblem,
  inspectionBookingProblems,
  type InspectionState,
  inspectionStatusProblem,
  isOwnUpload,
  keptInspectionAddress,
  NotificationType,
  reportBytesProblem,
  reportProblem,
  reportSizeProblem,
  reportUrlProblem,
  type InspectionAddressInput
} from "@redline/domain"
import { ObjectStore } from "@redline/infra"
import { Data, Effect, Option } from "effect"
import { BidderRegistration } from "../auth/BidderRegistration.ts"
import { SellerNotice } from "../notifications/SellerNotice.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { SubmissionsRepo, titleOf } from "../submissions/SubmissionsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { type InspectionRow, InspectionsRepo } from "./InspectionsRepo.ts"

/** Why an inspection call was not answered; the handler turns each into its refusal. `message` is the rule's sentence. */
export class InspectionRefused extends Data.TaggedError("InspectionRefused")<{
  readonly reason:
    | "not_found"
    | "not_open"
    | "invalid"
    | "already_booked"
    | "already_inspected"
    | "not_reportable"
    | "report_invalid"
    | "upload_not_yours"
    | "upload_missing"
    | "not_answerable"
    | "no_report_file"
  readonly message?: string
  readonly fields?: ReadonlyArray<FieldProblem>
}> {}

const refused = (reason: InspectionRefused["reason"], message?: string, fields?: ReadonlyArray<FieldProblem>) =>
  Effect.fail(new InspectionRefused({ reason, ...(message === undefined ? {} : { message }), ...(fields === undefined ? {} : { fields }) }))

/** Where a report uploaded as a PDF is kept, and the link it is read by: an unguessable name of its own. */
const REPORTS = "reports/"
const reportLinkOf = (key: string) => `/api/v1/inspection_reports/${key.slice(REPORTS.length)}`

const stateOf = (row: Option.Option<InspectionRow>): InspectionState =>
  Option.match(row, {
    onNone: () => ({ booked: false, reported: false, approved: null }),
    onSome: (found) => ({ booked: found.booked_at !== null, reported: found.report_url !== null, approved: found.approved })
  })

/**
 * A submission's inspection (spec 3 §4 'Inspection'): its seller saves the car's address, books
 * the inspection (with a card on file, registered to bid, and the inspection terms agreed), and
 * approves or declines the report staff record (a PDF uploaded to the object store, or an https
 * link), which notifies the seller (type 20, on the site and by e-mail). Each step is written with
 * its record in the submission's history in one transaction, the submission's row locked.
 */
export class Inspections extends Effect.Service<Inspections>()("@redline/http/Inspections", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* InspectionsRepo
    const submissions = yield* SubmissionsRepo
    const desk = yield* StaffDeskRepo
    const registration = yield* BidderRegistration
    const notice = yield* SellerNotice
    const store = yield* ObjectStore

    /** The submission, locked, if `userId` is its seller (null: staff, whoever's it is), open for its inspection. */
    const openSubmission = (id: number, userId: number | null) =>
      Effect.gen(function* () {
        const found = yield* submissions.row(id, userId, true)
        if (Option.isNone(found)) return yield* refused("not_found")
        const problem = inspectionStatusProblem(found.value.status)
        if (problem !== null) return yield* refused("not_open", problem)
        return found.value
      })

    /** The inspection as its seller and staff read it. */
    const read = (id: number, userId: number | null): Effect.Effect<Inspection, InspectionRefused> =>
      Effect.gen(function* () {
        const submission = yield* submissions.row(id, userId)
        if (Option.isNone(submission)) return yield* refused("not_found")
        const found = Option.getOrNull(yield* repo.find(id))
        return {
          submission_id: id,
          status: submission.value.status,
          address: found?.address ?? null,
          city: found?.city ?? null,
          state: found?.state ?? null,
          zip_code: found?.zip_code ?? null,
          is_inspection_booked: submission.value.is_inspection_booked,
          booked_at: found?.booked_at?.toISOString() ?? null,
          report_url: found?.report_url ?? null,
          reported_at: found?.reported_at?.toISOString() ?? null,
          approved: found?.approved ?? null,
          answered_at: found?.answered_at?.toISOString() ?? null
        }
      })

    /** The seller saves the car's address; once booked, it is the inspector's and stays. */
    const saveAddress = (id: number, sellerId: number, input: InspectionAddressInput, now: Date) =>
      Effect.gen(function* () {
        yield* transaction(
          Effect.gen(function* () {
            yield* openSubmission(id, sellerId)
            const state = stateOf(yield* repo.find(id))
            const booked = bookingProblem(state)
            if (booked !== null) return yield* refused(booked)
            const problems = inspectionAddressProblems(input)
            if (problems.length > 0) return yield* refused("invalid", problems[0]!.message, problems)
            yield* repo.saveAddress(id, keptInspectionAddress(input), now)
          })
        )
        return yield* read(id, sellerId)
      })

    /** The seller books the inspection; registering to bid with it accepts the bidding agreement. */
    const book = (
      id: number,
      sellerId: number,
      booking: { readonly registerToBid: boolean; readonly termsAgreement: boolean },
      now: Date
    ) =>
      Effect.gen(function* () {
        yield* transaction(
          Effect.gen(function* () {
            yield* openSubmission(id, sellerId)
            const found = yield* repo.find(id)
            const booked = bookingProblem(stateOf(found))
            if (booked !== null) return yield* refused(booked)
            const standing = yield* registration.of(sellerId)
            const problems = inspectionBookingProblems({
              addressSaved: Option.isSome(found),
              cardOnFile: standing.card_on_file,
              registeredToBid: standing.card_on_file && standing.bidding_agreement,
              registerToBid: booking.registerToBid,
              termsAgreement: booking.termsAgreement
            })
            if (problems.length > 0) return yield* refused("invalid", problems[0]!.message, problems)
            if (booking.registerToBid && !standing.bidding_agreement) yield* registration.acceptAgreement(sellerId)
            yield* repo.book(id, now)
            const place = Option.getOrThrow(found)
            yield* desk.record(
              id,
              sellerId,
              "inspection_booked",
              `Booked the inspection at ${place.address}, ${place.city}, ${place.state} ${place.zip_code}.`,
              null,
              now
            )
          })
        )
        return yield* read(id, sellerId)
      })

    /** The report's file from an upload of staff's own: a PDF by its first bytes, kept under reports/. */
    const reportFile = (staffId: number, key: string) =>
      Effect.gen(function* () {
        if (!isOwnUpload(key, staffId)) return yield* refused("upload_not_yours")
        const size = yield* store.size(key).pipe(Effect.orDie)
        if (Option.isNone(size)) return yield* refused("upload_missing")
        const tooLarge = reportSizeProblem(size.value)
        if (tooLarge !== null) return yield* refused("report_invalid", tooLarge, [{ field: "key", message: tooLarge }])
        const upload = yield* store.get(key).pipe(Effect.orDie)
        if (Option.isNone(upload)) return yield* refused("upload_missing")
        const notPdf = reportBytesProblem(upload.value.body)
        if (notPdf !== null) return yield* refused("report_invalid", notPdf, [{ field: "key", message: notPdf }])
        const kept = `${REPORTS}${crypto.randomUUID()}.pdf`
        yield* store.put(kept, upload.value.body, "application/pdf").pipe(Effect.orDie)
        return kept
      }).pipe(Effect.ensuring(isOwnUpload(key, staffId) ? store.delete(key).pipe(Effect.ignoreLogged) : Effect.void))

    /** The report given: exactly one of an upload's key and an https link. */
    const reportGiven = (report: { readonly key: string | null; readonly url: string | null }) => {
      const key = report.key?.trim() ?? ""
      const url = report.url?.trim() ?? ""
      if ((key === "") === (url === "")) {
        const message = "Upload the report as a PDF, or give its https link: one of the two."
        return refused("report_invalid", message, [{ field: key === "" ? "key" : "url", message }])
      }
      if (url !== "") {
        const problem = reportUrlProblem(url)
        return problem === null
          ? Effect.succeed({ key: null, url })
          : refused("report_invalid", problem, [{ field: "url", message: problem }])
      }
      return Effect.succeed({ key, url: null })
    }

    /** Staff record the report of a booked inspection; the seller is notified (type 20) with its e-mail. */
    const recordReport = (id: number, staffId: number, report: { readonly key: string | null; readonly url: string | null }, now: Date) =>
      Effect.gen(function* () {
        const given = yield* reportGiven(report)
        // the file is judged and kept before the transaction; a refusal after it removes the copy
        const fileKey = given.key === null ? null : yield* reportFile(staffId, given.key)
        const made = yield* transaction(
          Effect.gen(function* () {
            const row = yield* openSubmission(id, null)
            const found = yield* repo.find(id)
            const problem = reportProblem(stateOf(found))
            if (problem !== null) return yield* refused("not_reportable", problem)
            const url = fileKey === null ? given.url! : reportLinkOf(fileKey)
            yield* repo.report(id, url, fileKey, now)
            yield* desk.record(id, staffId, "inspection_report", `Recorded the inspection report: ${url}`, null, now)
            const told = yield* notice.write(
              {
                userId: row.user_id,
                type: NotificationType.inspection_ready,
                subject: `submission:${id}`,
                relatedTo: { submission_id: id, title: titleOf(row) },
                mail: true
              },
              now
            )
            return { told, replaced: Option.getOrNull(found)?.report_key ?? null }
          })
        ).pipe(Effect.tapError(() => (fileKey === null ? Effect.void : store.delete(fileKey).pipe(Effect.ignoreLogged))))
        if (made.replaced !== null && made.replaced !== fileKey) yield* store.delete(made.replaced).pipe(Effect.ignoreLogged)
        yield* notice.publish(made.told)
        return yield* read(id, null)
      })

    /** The seller approves (true) or declines (false) the report, once. */
    const answer = (id: number, sellerId: number, approved: boolean, now: Date) =>
      Effect.gen(function* () {
        yield* transaction(
          Effect.gen(function* () {
            yield* openSubmission(id, sellerId)
            const problem = inspectionAnswerProblem(stateOf(yield* repo.find(id)))
            if (problem !== null) return yield* refused("not_answerable", problem)
            yield* repo.answer(id, approved, now)
            yield* desk.record(
              id,
              sellerId,
              approved ? "inspection_approved" : "inspection_declined",
              approved ? "Approved the inspection." : "Declined the inspection.",
              null,
              now
            )
          })
        )
        return yield* read(id, sellerId)
      })

    /** A report uploaded as a PDF, by its link's name. */
    const reportPdf = (name: string) =>
      Effect.gen(function* () {
        const file = yield* store.get(`${REPORTS}${name}`).pipe(Effect.orDie)
        if (Option.isNone(file)) return yield* refused("no_report_file")
        return file.value.body
      })

    return { read, saveAddress, book, recordReport, answer, reportPdf } as const
  }),
  dependencies: [InspectionsRepo.Default, SubmissionsRepo.Default, StaffDeskRepo.Default, BidderRegistration.Default, SellerNotice.Default]
}) {}
