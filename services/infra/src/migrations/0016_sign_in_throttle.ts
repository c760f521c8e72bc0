import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** Wrong passwords no longer lock accounts: failures are counted in the shared rate limits (`rate_limits`). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DROP TABLE sign_in_failures`
})
