import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Scheduling an approved listing's auction (spec 3 §4 'Submission flow'): the submission keeps
 * its auction (`auction_id`, one submission an auction), which the engine finds it by as the
 * auction starts and ends; the scheduling is kept among the submission's decisions.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE UNIQUE INDEX submissions_auction_idx ON submissions (auction_id) WHERE auction_id IS NOT NULL`
  yield* sql`ALTER TABLE submission_decisions DROP CONSTRAINT submission_decisions_decision_check`
  yield* sql`
    ALTER TABLE submission_decisions ADD CONSTRAINT submission_decisions_decision_check
      CHECK (decision IN ('accept', 'decline', 'inspection_booked', 'inspection_report', 'inspection_approved', 'inspection_declined',
                          'reserve_offer', 'reserve_accept', 'reserve_decline', 'no_reserve',
                          'listing_draft', 'listing_approved', 'listing_changes_requested', 'schedule'))`
})
