import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** What the payment provider tells us about a card on file; never the number itself. */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE users ADD COLUMN card_brand text, ADD COLUMN card_last4 text, ADD COLUMN payment_reference text`
})
