import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Staff's decisions on submissions (the staff desk): who decided (null once their account is
 * gone), accept or decline, the message the seller was sent and when, each kept for the
 * submission's history. `idempotency_key` makes a retry of the same decision answer it again.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE submission_decisions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      submission_id integer NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      decision text NOT NULL CHECK (decision IN ('accept', 'decline')),
      message text NOT NULL,
      idempotency_key text,
      created_at timestamptz NOT NULL
    )`
  yield* sql`CREATE INDEX submission_decisions_idx ON submission_decisions (submission_id, id)`
  yield* sql`
    CREATE UNIQUE INDEX submission_decisions_key_idx ON submission_decisions (submission_id, idempotency_key)
     WHERE idempotency_key IS NOT NULL`
})
