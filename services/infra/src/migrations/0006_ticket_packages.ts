import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** A listing can sell a ticket package rather than a car: such listings are never financed (spec 1 §5). */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`ALTER TABLE listings ADD COLUMN is_ticket_package boolean NOT NULL DEFAULT false`
})
