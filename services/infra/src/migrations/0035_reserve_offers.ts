import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Reserve offers (spec 3 §4 'Reserve offer'): staff's offer of a reserve for a submission (who
 * made it, null once their account is gone; the amount; at most 3 comparable ended auctions; the
 * message the seller was sent) and the seller's answer, once: accept, decline or no reserve. One
 * offer waits for its answer at a time. The submission's `reserve_offer` holds the waiting one,
 * which the seller's calls to action follow. Offers and answers are kept among the submission's
 * decisions too, beside staff's accept and decline.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE reserve_offers (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      submission_id integer NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      amount integer NOT NULL CHECK (amount > 0),
      comp_auction_ids integer[] NOT NULL DEFAULT '{}' CHECK (cardinality(comp_auction_ids) <= 3),
      message text NOT NULL,
      answer text CHECK (answer IN ('accept', 'decline', 'no_reserve')),
      answered_at timestamptz,
      created_at timestamptz NOT NULL,
      CHECK ((answer IS NULL) = (answered_at IS NULL))
    )`
  yield* sql`CREATE INDEX reserve_offers_idx ON reserve_offers (submission_id, id)`
  yield* sql`CREATE UNIQUE INDEX reserve_offers_waiting_idx ON reserve_offers (submission_id) WHERE answer IS NULL`
  yield* sql`
    ALTER TABLE submission_decisions
      DROP CONSTRAINT submission_decisions_decision_check,
      ADD CONSTRAINT submission_decisions_decision_check
        CHECK (decision IN ('accept', 'decline', 'reserve_offer', 'reserve_accept', 'reserve_decline', 'no_reserve'))`
})
