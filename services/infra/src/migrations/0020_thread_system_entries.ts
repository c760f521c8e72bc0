import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The engine's system entries in the comments & bids thread (type 5: the soft close's first
 * extension, the result at the close) are no one's: their `user_id` is null, and only theirs.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE comments ALTER COLUMN user_id DROP NOT NULL`
  yield* sql`ALTER TABLE comments ADD CONSTRAINT comments_author CHECK ((type = 5) = (user_id IS NULL))`
})
