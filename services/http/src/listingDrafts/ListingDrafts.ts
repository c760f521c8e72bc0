import { SqlClient } from "@effect/sql"
import type { ListingDraft } from "@redline/api"
import {
  approvalRecord,
  changesRecord,
  decisionMessageProblem,
  draftProblem,
  draftRecord,
  isListingPhotoSection,
  type ListingDraftInput,
  listingDraftProblem,
  NotificationType,
  reviewProblem,
  SubmissionStatus
} from "@redline/domain"
import { Data, Effect, Option } from "effect"
import { photoSet } from "../auctions/PhotoSet.ts"
import { SellerNotice } from "../notifications/SellerNotice.ts"
import { StaffDeskRepo } from "../staffDesk/StaffDeskRepo.ts"
import { SubmissionChat } from "../submissions/SubmissionChat.ts"
import { type SubmissionRow, SubmissionsRepo, titleOf } from "../submissions/SubmissionsRepo.ts"
import { transactionOf } from "../Transaction.ts"
import { type DraftRow, ListingDraftsRepo } from "./ListingDraftsRepo.ts"
import { listingOf } from "./ListingOfDraft.ts"

/** Why a listing draft call was not answered; the handler turns each into its refusal. `message` is the rule's sentence. */
export class ListingDraftRefused extends Data.TaggedError("ListingDraftRefused")<{
  readonly reason: "submission_not_found" | "not_found" | "invalid" | "not_allowed" | "reviewed" | "message_invalid"
  readonly message?: string
  /** The field an `invalid` refusal is about. */
  readonly field?: string
}> {}

const refused = (reason: ListingDraftRefused["reason"], message?: string, field?: string) =>
  Effect.fail(new ListingDraftRefused({ reason, ...(message === undefined ? {} : { message }), ...(field === undefined ? {} : { field }) }))

/**
 * Listing drafts (spec 3 §4 'Listing review'). Staff write the listing of a submission as
 * numbered versions, each recorded among the submission's decisions and told to the seller by a
 * 'listing status changed' notification (type 3, 'is ready for your review', to the listing's
 * review); the first makes the submission Listing (7). Its seller reads a version as the auction
 * page shows a listing (the car's facts from the submission, the photos in the version's order)
 * and reviews the latest once: approving makes the submission Approved (8); asking for changes
 * sends the message to staff in the submission's chat.
 */
export class ListingDrafts extends Effect.Service<ListingDrafts>()("@redline/http/ListingDrafts", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)
    const repo = yield* ListingDraftsRepo
    const decisions = yield* StaffDeskRepo
    const submissions = yield* SubmissionsRepo
    const chat = yield* SubmissionChat
    const notice = yield* SellerNotice

    /** The version as the preview shows it. */
    const detailOf = (row: SubmissionRow, draft: DraftRow): Effect.Effect<ListingDraft> =>
      Effect.gen(function* () {
        const photos = yield* submissions.photos(row.id)
        const latest = yield* repo.latest(row.id)
        const place = yield* repo.place(row.id)
        const shown = draft.photos.flatMap((chosen) => {
          const photo = photos.find((found) => found.id === chosen.id)
          return photo === undefined
            ? []
            : [{ id: photo.id, section: chosen.section, key: photo.path, width: photo.width, height: photo.height }]
        })
        return {
          listing_id: row.id,
          version_id: draft.version,
          latest_version_id: latest,
          submission_status: row.status,
          title: draft.title,
          sub_title: draft.sub_title,
          seller: row.username,
          listing: listingOf(row, draft, place),
          photos: photoSet(shown),
          history_report: draft.history_report,
          inspection_report_url: row.inspection?.report_url ?? null,
          created_at: draft.created_at.toISOString(),
          approved_at: draft.approved_at?.toISOString() ?? null,
          denied_at: draft.denied_at?.toISOString() ?? null,
          denied_message: draft.denied_message
        }
      })

    /** The next version of the submission's listing, written by staff. */
    const write = (id: number, staffId: number, body: ListingDraftInput, now: Date): Effect.Effect<ListingDraft, ListingDraftRefused> =>
      Effect.gen(function* () {
        const written = yield* transaction(
          Effect.gen(function* () {
            const found = yield* submissions.row(id, null, true)
            if (Option.isNone(found)) return yield* refused("submission_not_found")
            const photos = yield* submissions.photos(id)
            const problem = listingDraftProblem(
              body,
              photos.map((photo) => photo.id)
            )
            if (problem !== null) return yield* refused("invalid", problem.message, problem.field)
            const standing = yield* repo.standing(id)
            const notAllowed = draftProblem({ status: found.value.status, ...standing })
            if (notAllowed !== null) return yield* refused("not_allowed", notAllowed)
            const draft = yield* repo.write(
              id,
              staffId,
              {
                title: body.title.trim(),
                sub_title: body.sub_title.trim(),
                sections: { ...body.sections, videos: [...body.sections.videos] },
                photos: body.photos.flatMap((photo) =>
                  isListingPhotoSection(photo.section) ? [{ id: photo.id, section: photo.section }] : []
                ),
                history_report:
                  body.history_report === null
                    ? null
                    : { vendor: body.history_report.vendor.trim(), url: body.history_report.url, expiry: body.history_report.expiry }
              },
              now
            )
            yield* decisions.record(id, staffId, "listing_draft", draftRecord(draft.version), null, now)
            const notified = yield* notice.write(
              {
                userId: found.value.user_id,
                type: NotificationType.listing_status,
                subject: `listing_draft:${id}:${draft.version}`,
                relatedTo: { submission_id: id, listing_id: id, title: titleOf(found.value), status: "ready_for_review" }
              },
              now
            )
            return { row: found.value, draft, notified }
          })
        )
        const { row, draft } = written
        yield* notice.publish(written.notified)
        return yield* detailOf({ ...row, status: SubmissionStatus.listing }, draft)
      })

    /** A version of the listing (the latest when `version` is null), for its seller (`readerId`) or staff (null). */
    const read = (id: number, version: number | null, readerId: number | null): Effect.Effect<ListingDraft, ListingDraftRefused> =>
      Effect.gen(function* () {
        const found = yield* submissions.row(id, readerId)
        if (Option.isNone(found)) return yield* refused("not_found")
        const draft = yield* repo.version(id, version ?? (yield* repo.latest(id)))
        if (Option.isNone(draft)) return yield* refused("not_found")
        return yield* detailOf(found.value, draft.value)
      })

    /** The seller's review of a version: approval, or changes asked for with `message`. */
    const review = (
      id: number,
      version: number,
      sellerId: number,
      answer: { readonly approve: true } | { readonly approve: false; readonly message: string },
      now: Date
    ): Effect.Effect<ListingDraft, ListingDraftRefused> =>
      Effect.gen(function* () {
        if (!answer.approve) {
          const problem = decisionMessageProblem(answer.message)
          if (problem !== null) return yield* refused("message_invalid", problem)
        }
        const reviewed = yield* transaction(
          Effect.gen(function* () {
            const found = yield* submissions.row(id, sellerId, true)
            if (Option.isNone(found)) return yield* refused("not_found")
            const draft = yield* repo.version(id, version, true)
            if (Option.isNone(draft)) return yield* refused("not_found")
            const problem = reviewProblem(found.value.status, {
              version,
              latest: yield* repo.latest(id),
              approved: draft.value.approved_at !== null,
              denied: draft.value.denied_at !== null
            })
            if (problem !== null) return yield* refused("reviewed", problem)
            if (answer.approve) {
              const approved = yield* repo.approve(draft.value, now)
              yield* decisions.record(id, sellerId, "listing_approved", approvalRecord(version), null, now)
              return { draft: approved, written: null, submission: { id, user_id: found.value.user_id, title: titleOf(found.value) } }
            }
            const text = answer.message.trim()
            const denied = yield* repo.deny(draft.value, text, now)
            yield* decisions.record(id, sellerId, "listing_changes_requested", changesRecord(version, text), null, now)
            const submission = { id, user_id: found.value.user_id, title: titleOf(found.value) }
            const written = yield* chat.write(submission, "seller", sellerId, text, now)
            return { draft: denied, written, submission }
          })
        )
        if (reviewed.written !== null) yield* chat.announce(reviewed.submission, reviewed.written)
        const found = yield* submissions.row(id, sellerId)
        if (Option.isNone(found)) return yield* refused("not_found")
        return yield* detailOf(found.value, reviewed.draft)
      })

    return { write, read, review } as const
  }),
  dependencies: [ListingDraftsRepo.Default, StaffDeskRepo.Default, SubmissionsRepo.Default, SubmissionChat.Default, SellerNotice.Default]
}) {}
