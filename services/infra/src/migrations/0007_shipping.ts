import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Shipping: every quote a carrier gave (by zip code from anyone, by address from the winner,
 * whose quotes carry the address) and the winner's one shipping order per auction, which keeps
 * the price of the transport chosen. Prices are whole dollars.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE shipping_quotes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_id integer NOT NULL REFERENCES auctions (id) ON DELETE CASCADE,
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      origin_location text NOT NULL,
      origin_state text NOT NULL,
      destination_zip text NOT NULL,
      destination_state text NOT NULL,
      street_number text,
      street text,
      city text,
      state text,
      distance_miles integer NOT NULL,
      open_price integer NOT NULL CHECK (open_price > 0),
      enclosed_price integer NOT NULL CHECK (enclosed_price > 0),
      transit_min_days integer NOT NULL,
      transit_max_days integer NOT NULL,
      quoted_at timestamptz NOT NULL
    )`
  yield* sql`CREATE INDEX shipping_quotes_auction_idx ON shipping_quotes (auction_id, user_id)`

  yield* sql`
    CREATE TABLE shipping_orders (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_id integer NOT NULL UNIQUE REFERENCES auctions (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id),
      quote_id integer NOT NULL REFERENCES shipping_quotes (id),
      transport text NOT NULL CHECK (transport IN ('open', 'enclosed')),
      price integer NOT NULL CHECK (price > 0),
      street_number text NOT NULL,
      street text NOT NULL,
      city text NOT NULL,
      state text NOT NULL,
      zip_code text NOT NULL,
      booked_at timestamptz NOT NULL,
      updated_at timestamptz NOT NULL
    )`
})
