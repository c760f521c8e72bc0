import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Browser handshakes are no longer stored: a handshake's secret is derived from its csrf token
 * with the server's signing key, so an anonymous `GET auth/ti_ni` writes nothing. A session bound
 * to a handshake keeps the hash of its csrf token instead of a row's id. The signing key itself,
 * when SIGNING_KEY doesn't give one, is kept here so every process signs alike.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE signing_keys (
      name text PRIMARY KEY,
      key text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  // Sessions stay bound to their browser: its old handshake is refused, and the new one binds them again.
  yield* sql`ALTER TABLE sessions ADD COLUMN handshake_hash text`
  yield* sql`UPDATE sessions s SET handshake_hash = h.csrf_hash FROM handshakes h WHERE h.id = s.handshake_id`
  yield* sql`ALTER TABLE sessions DROP COLUMN handshake_id`
  yield* sql`DROP TABLE handshakes`
})
