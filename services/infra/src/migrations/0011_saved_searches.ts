import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Saved searches and their alerts. A search is stored in normal form (what isn't part of it is
 * null) with its key, the domain's `savedSearchKey`, which makes a search saved once per user.
 * `saved_search_alerts` holds each auction whose alerts were queued when it went live: the row
 * and the auction's e-mails are written in one transaction, so an auction is announced once.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE saved_searches (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      search_key text NOT NULL,
      search text,
      make_slug text,
      model_slug text,
      start_year integer,
      end_year integer,
      transmission text,
      body_style text,
      send_email boolean NOT NULL DEFAULT true,
      send_sms boolean NOT NULL DEFAULT false,
      auction_id integer REFERENCES auctions (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (user_id, search_key)
    )`
  yield* sql`CREATE INDEX saved_searches_make_idx ON saved_searches (make_slug)`

  yield* sql`
    CREATE TABLE saved_search_alerts (
      auction_id integer PRIMARY KEY REFERENCES auctions (id) ON DELETE CASCADE,
      queued_at timestamptz NOT NULL DEFAULT now()
    )`
  // Auctions that went live before anyone could save a search have no one to tell.
  yield* sql`INSERT INTO saved_search_alerts (auction_id) SELECT id FROM auctions`
})
