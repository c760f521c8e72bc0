import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Rate limits that every process of a deployment shares: one row per key and fixed window,
 * counted up by an atomic upsert. `last_at` is the latest attempt counted (sign-in's growing
 * delays wait from it); rows past `expires_at` are swept.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE rate_limits (
      key text NOT NULL,
      window_start timestamptz NOT NULL,
      count integer NOT NULL CHECK (count > 0),
      last_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      PRIMARY KEY (key, window_start)
    )`
  yield* sql`CREATE INDEX rate_limits_expiry_idx ON rate_limits (expires_at)`
})
