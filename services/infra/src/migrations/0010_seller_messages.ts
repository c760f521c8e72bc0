import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Messages to sellers: who wrote to whom about which auction, with the phone number the buyer
 * left (as '+1XXXXXXXXXX') if any. The e-mail that carries a message to the seller answers to the
 * sender, so the outbox learns a reply-to address.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE seller_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_id integer NOT NULL REFERENCES auctions (id) ON DELETE CASCADE,
      sender_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      seller_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      message text NOT NULL CHECK (message <> ''),
      phone text,
      created_at timestamptz NOT NULL
    )`
  yield* sql`CREATE INDEX seller_messages_auction_idx ON seller_messages (auction_id, created_at)`
  yield* sql`CREATE INDEX seller_messages_sender_idx ON seller_messages (sender_id, created_at)`

  yield* sql`ALTER TABLE outbox ADD COLUMN reply_to text`
})
