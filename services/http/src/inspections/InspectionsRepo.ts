import { SqlClient } from "@effect/sql"
import type { InspectionAddressInput } from "@redline/domain"
import { Effect, Option } from "effect"

/** A submission's inspection as kept. */
export interface InspectionRow {
  readonly submission_id: number
  readonly address: string
  readonly city: string
  readonly state: string
  readonly zip_code: string
  readonly booked_at: Date | null
  readonly report_url: string | null
  readonly report_key: string | null
  readonly reported_at: Date | null
  readonly approved: boolean | null
  readonly answered_at: Date | null
}

/**
 * Submissions' inspections: the car's address, the booking (which also marks the submission's
 * `is_inspection_booked`), the report and the seller's answer. Repos die on database errors, as
 * the API's do.
 */
export class InspectionsRepo extends Effect.Service<InspectionsRepo>()("@redline/http/InspectionsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    return {
      find: (submissionId: number) =>
        sql<InspectionRow>`
          SELECT submission_id, address, city, state, zip_code, booked_at, report_url, report_key, reported_at, approved, answered_at
            FROM submission_inspections WHERE submission_id = ${submissionId}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** Keeps the car's address; the same address again changes nothing. */
      saveAddress: (submissionId: number, address: InspectionAddressInput, now: Date) =>
        sql`
          INSERT INTO submission_inspections ${sql.insert({ submission_id: submissionId, ...address, updated_at: now })}
          ON CONFLICT (submission_id) DO UPDATE SET
            address = EXCLUDED.address, city = EXCLUDED.city, state = EXCLUDED.state, zip_code = EXCLUDED.zip_code,
            updated_at = EXCLUDED.updated_at
          WHERE (submission_inspections.address, submission_inspections.city, submission_inspections.state, submission_inspections.zip_code)
                IS DISTINCT FROM (EXCLUDED.address, EXCLUDED.city, EXCLUDED.state, EXCLUDED.zip_code)`.pipe(Effect.asVoid, Effect.orDie),

      book: (submissionId: number, now: Date) =>
        Effect.gen(function* () {
          yield* sql`UPDATE submission_inspections SET booked_at = ${now}, updated_at = ${now} WHERE submission_id = ${submissionId}`
          yield* sql`UPDATE submissions SET is_inspection_booked = true, updated_at = ${now} WHERE id = ${submissionId}`
        }).pipe(Effect.orDie),

      /** Keeps the report (a link, and the key of its file when uploaded), replacing any before it. */
      report: (submissionId: number, url: string, key: string | null, now: Date) =>
        sql`
          UPDATE submission_inspections SET report_url = ${url}, report_key = ${key}, reported_at = ${now}, updated_at = ${now}
           WHERE submission_id = ${submissionId}`.pipe(Effect.asVoid, Effect.orDie),

      answer: (submissionId: number, approved: boolean, now: Date) =>
        sql`
          UPDATE submission_inspections SET approved = ${approved}, answered_at = ${now}, updated_at = ${now}
           WHERE submission_id = ${submissionId}`.pipe(Effect.asVoid, Effect.orDie)
    }
  })
}) {}
