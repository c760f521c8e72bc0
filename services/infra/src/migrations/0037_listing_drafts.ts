import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The listing's drafts (spec 3 §4 'Listing review'): staff write the listing of a submission as
 * numbered versions (1, 2, 3…; who wrote it, null once their account is gone): title, sub-title,
 * the text sections in Markdown and the videos (`sections`, as a listing keeps them), the
 * submission's photos in the listing's order with the section each is shown in (`photos`), and
 * the vehicle history report (vendor, url, expiry). The seller approves a version or asks for
 * changes to it, once (`approved_at`, `denied_at`, the message sent). The versions and the
 * seller's answers are kept among the submission's decisions too.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE listing_drafts (
      submission_id integer NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      version integer NOT NULL CHECK (version > 0),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      title text NOT NULL,
      sub_title text NOT NULL,
      sections jsonb NOT NULL,
      photos jsonb NOT NULL,
      history_report jsonb,
      created_at timestamptz NOT NULL,
      approved_at timestamptz,
      denied_at timestamptz,
      denied_message text,
      PRIMARY KEY (submission_id, version),
      CHECK (approved_at IS NULL OR denied_at IS NULL),
      CHECK ((denied_at IS NULL) = (denied_message IS NULL))
    )`
  yield* sql`ALTER TABLE submission_decisions DROP CONSTRAINT submission_decisions_decision_check`
  yield* sql`
    ALTER TABLE submission_decisions ADD CONSTRAINT submission_decisions_decision_check
      CHECK (decision IN ('accept', 'decline', 'inspection_booked', 'inspection_report', 'inspection_approved', 'inspection_declined',
                          'reserve_offer', 'reserve_accept', 'reserve_decline', 'no_reserve',
                          'listing_draft', 'listing_approved', 'listing_changes_requested'))`
})
