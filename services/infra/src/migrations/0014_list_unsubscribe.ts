import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Mail to a list (the Daily Email) carries where one click unsubscribes (RFC 8058): it goes out in
 * the `List-Unsubscribe` header, beside `List-Unsubscribe-Post`.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE outbox ADD COLUMN list_unsubscribe text`
})
