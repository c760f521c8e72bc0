import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Questions and answers: the first migration made the questions table with the answer's text
 * and time; an answer also records who gave it (the seller) and when it was last edited, and a
 * deletion who made it (the asker, or staff). An answer is all there or not at all. The page
 * lists an auction's questions newest first, deleted ones left out.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    ALTER TABLE questions
      ADD COLUMN answer_user_id integer REFERENCES users (id),
      ADD COLUMN answer_edited_at timestamptz,
      ADD COLUMN deleted_by integer REFERENCES users (id),
      ADD CONSTRAINT questions_answer_whole CHECK (
        (answer_text IS NULL AND answered_at IS NULL AND answer_user_id IS NULL AND answer_edited_at IS NULL)
        OR (answer_text IS NOT NULL AND answered_at IS NOT NULL AND answer_user_id IS NOT NULL)
      )`
  yield* sql`DROP INDEX questions_auction_idx`
  yield* sql`CREATE INDEX questions_listed_idx ON questions (auction_id, created_at DESC, id DESC) WHERE deleted_at IS NULL`
  // The count on the auction follows the questions listed from here on; start it from them.
  yield* sql`
    UPDATE auctions a SET question_count = (SELECT count(*) FROM questions q WHERE q.auction_id = a.id AND q.deleted_at IS NULL)::int
     WHERE question_count <> (SELECT count(*) FROM questions q WHERE q.auction_id = a.id AND q.deleted_at IS NULL)`
})
