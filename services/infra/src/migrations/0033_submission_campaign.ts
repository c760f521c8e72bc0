import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The campaign tags a submission's seller came with (`source`, `medium`, `campaign`, `content`, `term`), null for none. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE submissions ADD COLUMN campaign jsonb`
})
