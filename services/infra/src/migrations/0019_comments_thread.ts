import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The comments & bids thread (spec 3 §2–§9). Its `thread` channel numbers its events per auction
 * in `auction_threads`, a row of its own so a comment never waits on or delays a bid's commit on
 * the `auctions` row, and logs them in `thread_events` for a rewind.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE auction_threads (
      auction_id integer PRIMARY KEY REFERENCES auctions (id),
      seq integer NOT NULL
    )`
  yield* sql`
    CREATE TABLE thread_events (
      auction_id integer NOT NULL REFERENCES auctions (id),
      seq integer NOT NULL,
      kind text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (auction_id, seq)
    )`
})
