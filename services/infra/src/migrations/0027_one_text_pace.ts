import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Text alerts keep one pace: a notification's text goes out when its e-mail does
 * (`notifications.alerted_at`), and a saved search texts about an auction once, when the auction
 * is announced (`saved_search_alerts`). `sms_alerts_sent`, which paced texts apart, goes.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`DROP TABLE sms_alerts_sent`
})
