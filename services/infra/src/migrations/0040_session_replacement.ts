import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * A session a refresh replaced keeps when (`replaced_at`): its refresh key still trades for new
 * keys for a few seconds after, for a browser whose answer to the refresh was lost on the way.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE sessions ADD COLUMN replaced_at timestamptz`
})
