import { SqlClient } from "@effect/sql"
import type { HistoryReport, ListingSections } from "@redline/api"
import { type PhotoSection, type ReserveOfferAnswer, SubmissionStatus } from "@redline/domain"
import { Effect, Option } from "effect"

/** A version of a listing as stored. */
export interface DraftRow {
  readonly submission_id: number
  readonly version: number
  readonly title: string
  readonly sub_title: string
  readonly sections: ListingSections
  readonly photos: ReadonlyArray<{ readonly id: number; readonly section: PhotoSection }>
  readonly history_report: HistoryReport | null
  readonly created_at: Date
  readonly approved_at: Date | null
  readonly denied_at: Date | null
  readonly denied_message: string | null
}

/** A version to keep. */
export interface DraftInput {
  readonly title: string
  readonly sub_title: string
  readonly sections: ListingSections
  readonly photos: ReadonlyArray<{ readonly id: number; readonly section: PhotoSection }>
  readonly history_report: HistoryReport | null
}

const COLUMNS =
  "submission_id, version, title, sub_title, sections, photos, history_report, created_at, approved_at, denied_at, denied_message"

/**
 * The versions of submissions' listings, and what a version's writing depends on (the inspection's
 * answer, the reserve's). Repos die on database errors, as the API's do.
 */
export class ListingDraftsRepo extends Effect.Service<ListingDraftsRepo>()("@redline/http/ListingDraftsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    return {
      /** One version of the submission's listing, locked for its review when `lock`. */
      version: (submissionId: number, version: number, lock = false) =>
        sql<DraftRow>`
          SELECT ${sql.literal(COLUMNS)} FROM listing_drafts
           WHERE submission_id = ${submissionId} AND version = ${version} ${lock ? sql`FOR UPDATE` : sql``}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** The version the seller approved, if any. */
      approved: (submissionId: number) =>
        sql<DraftRow>`
          SELECT ${sql.literal(COLUMNS)} FROM listing_drafts
           WHERE submission_id = ${submissionId} AND approved_at IS NOT NULL ORDER BY version DESC LIMIT 1`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** The number of the submission's latest version; 0 before the first. */
      latest: (submissionId: number) =>
        sql<{
          latest: number
        }>`SELECT coalesce(max(version), 0)::int AS latest FROM listing_drafts WHERE submission_id = ${submissionId}`.pipe(
          Effect.map((rows) => rows[0]?.latest ?? 0),
          Effect.orDie
        ),

      /** Whether the seller approved the inspection's report, and the last reserve offer's answer (undefined: no offer). */
      standing: (submissionId: number) =>
        sql<{ approved: boolean | null; answer: ReserveOfferAnswer | null; offered: boolean }>`
          SELECT (SELECT i.approved FROM submission_inspections i WHERE i.submission_id = ${submissionId}) AS approved,
                 (SELECT o.answer FROM reserve_offers o WHERE o.submission_id = ${submissionId} ORDER BY o.id DESC LIMIT 1) AS answer,
                 EXISTS (SELECT 1 FROM reserve_offers o WHERE o.submission_id = ${submissionId}) AS offered`.pipe(
          Effect.map(([row]) => ({
            inspectionApproved: row?.approved === true,
            reserveAnswer: row?.offered === true ? row.answer : undefined
          })),
          Effect.orDie
        ),

      /** Where the car is, as the inspection's address gives it: 'Portland, OR'; null before one is saved. */
      place: (submissionId: number) =>
        sql<{ city: string; state: string }>`SELECT city, state FROM submission_inspections WHERE submission_id = ${submissionId}`.pipe(
          Effect.map((rows) => (rows[0] === undefined ? null : `${rows[0].city}, ${rows[0].state}`)),
          Effect.orDie
        ),

      /** The next version of the submission's listing; the first makes the submission Listing (7). */
      write: (submissionId: number, staffId: number, draft: DraftInput, now: Date): Effect.Effect<DraftRow> =>
        Effect.gen(function* () {
          const [row] = yield* sql<DraftRow>`
            INSERT INTO listing_drafts (submission_id, version, user_id, title, sub_title, sections, photos, history_report, created_at)
            VALUES (${submissionId},
                    (SELECT coalesce(max(version), 0) + 1 FROM listing_drafts WHERE submission_id = ${submissionId}),
                    ${staffId}, ${draft.title}, ${draft.sub_title}, ${JSON.stringify(draft.sections)}::jsonb,
                    ${JSON.stringify(draft.photos)}::jsonb,
                    ${draft.history_report === null ? null : JSON.stringify(draft.history_report)}::jsonb, ${now})
            RETURNING ${sql.literal(COLUMNS)}`
          yield* sql`UPDATE submissions SET status = ${SubmissionStatus.listing}, updated_at = ${now} WHERE id = ${submissionId}`
          return row!
        }).pipe(Effect.orDie),

      /** The seller's approval of a version; the submission is Approved (8). */
      approve: (row: DraftRow, now: Date): Effect.Effect<DraftRow> =>
        Effect.gen(function* () {
          const [approved] = yield* sql<DraftRow>`
            UPDATE listing_drafts SET approved_at = ${now} WHERE submission_id = ${row.submission_id} AND version = ${row.version}
            RETURNING ${sql.literal(COLUMNS)}`
          yield* sql`UPDATE submissions SET status = ${SubmissionStatus.approved}, updated_at = ${now} WHERE id = ${row.submission_id}`
          return approved!
        }).pipe(Effect.orDie),

      /** The seller's request for changes to a version, with what to change. */
      deny: (row: DraftRow, message: string, now: Date): Effect.Effect<DraftRow> =>
        Effect.gen(function* () {
          const [denied] = yield* sql<DraftRow>`
            UPDATE listing_drafts SET denied_at = ${now}, denied_message = ${message}
             WHERE submission_id = ${row.submission_id} AND version = ${row.version}
            RETURNING ${sql.literal(COLUMNS)}`
          yield* sql`UPDATE submissions SET updated_at = ${now} WHERE id = ${row.submission_id}`
          return denied!
        }).pipe(Effect.orDie)
    }
  })
}) {}
