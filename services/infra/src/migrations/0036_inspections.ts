import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A submission's inspection: the car's address the seller saved, when it was booked, the report
 * staff recorded (its link, and the key of its PDF in the object store when uploaded) and the
 * seller's answer to it (approved true or false, null until answered). Its steps join staff's
 * decisions in the submission's history, the author being the seller or staff.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE submission_inspections (
      submission_id integer PRIMARY KEY REFERENCES submissions (id) ON DELETE CASCADE,
      address text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      zip_code text NOT NULL,
      booked_at timestamptz,
      report_url text,
      report_key text,
      reported_at timestamptz,
      approved boolean,
      answered_at timestamptz,
      updated_at timestamptz NOT NULL,
      CHECK (report_url IS NULL OR booked_at IS NOT NULL),
      CHECK (approved IS NULL OR report_url IS NOT NULL)
    )`
  yield* sql`ALTER TABLE submission_decisions DROP CONSTRAINT submission_decisions_decision_check`
  yield* sql`
    ALTER TABLE submission_decisions ADD CONSTRAINT submission_decisions_decision_check
      CHECK (decision IN ('accept', 'decline', 'inspection_booked', 'inspection_report', 'inspection_approved', 'inspection_declined',
                          'reserve_offer', 'reserve_accept', 'reserve_decline', 'no_reserve'))`
})
