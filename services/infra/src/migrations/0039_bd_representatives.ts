import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Business-development representatives (spec 3 §6): staff assign a user holding
 * CAN_BE_BD_REPRESENTATIVE to a submission (`representative_id`; none once their account is gone),
 * and the assignment and its removal are kept among the submission's decisions.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE submissions ADD COLUMN representative_id integer REFERENCES users (id) ON DELETE SET NULL`
  yield* sql`CREATE INDEX submissions_representative_idx ON submissions (representative_id) WHERE representative_id IS NOT NULL`
  yield* sql`ALTER TABLE submission_decisions DROP CONSTRAINT submission_decisions_decision_check`
  yield* sql`
    ALTER TABLE submission_decisions ADD CONSTRAINT submission_decisions_decision_check
      CHECK (decision IN ('accept', 'decline', 'representative_assigned', 'representative_unassigned',
                          'inspection_booked', 'inspection_report', 'inspection_approved', 'inspection_declined',
                          'reserve_offer', 'reserve_accept', 'reserve_decline', 'no_reserve',
                          'listing_draft', 'listing_approved', 'listing_changes_requested', 'schedule'))`
})
