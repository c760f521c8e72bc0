import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The engine's system entries in the comments & bids thread (type 5: the soft close's first
 * extension, the result at the close) are no one's: their `user_id` is null, and only theirs.
 * Questions are upvoted and flagged once per user: a row per vote, and the counts on the question
 * moved in the same transaction; staff may flag one for the system, which collapses it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE comments ALTER COLUMN user_id DROP NOT NULL`
  yield* sql`ALTER TABLE comments ADD CONSTRAINT comments_author CHECK ((type = 5) = (user_id IS NULL))`
  yield* sql`
    ALTER TABLE questions
      ADD COLUMN flags integer NOT NULL DEFAULT 0,
      ADD COLUMN system_flagged boolean NOT NULL DEFAULT false`
  for (const table of ["question_upvotes", "question_flags"]) {
    yield* sql`
      CREATE TABLE ${sql(table)} (
        question_id integer NOT NULL REFERENCES questions (id),
        user_id integer NOT NULL REFERENCES users (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (question_id, user_id)
      )`
  }
})
