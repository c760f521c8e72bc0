import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The first tables: people, sessions, auctions with their listings and
 * photos, bids, the per-auction event log, watches, comments, questions and
 * the outbox of e-mail and SMS. Money is whole dollars, times are timestamptz.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE users (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      email text NOT NULL,
      username text NOT NULL,
      password_hash text,
      verified boolean NOT NULL DEFAULT false,
      is_admin boolean NOT NULL DEFAULT false,
      abilities text[] NOT NULL DEFAULT '{}',
      card_on_file boolean NOT NULL DEFAULT false,
      bidding_agreement boolean NOT NULL DEFAULT false,
      suspended boolean NOT NULL DEFAULT false,
      banned boolean NOT NULL DEFAULT false,
      bio text NOT NULL DEFAULT '',
      photo_key text,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE UNIQUE INDEX users_email_key ON users (lower(email))`
  yield* sql`CREATE UNIQUE INDEX users_username_key ON users (lower(username))`

  yield* sql`
    CREATE TABLE sessions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      access_key_hash text NOT NULL UNIQUE,
      refresh_key_hash text NOT NULL UNIQUE,
      access_expires_at timestamptz NOT NULL,
      refresh_expires_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz
    )`
  yield* sql`CREATE INDEX sessions_user_idx ON sessions (user_id)`

  yield* sql`
    CREATE TABLE listings (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      year integer NOT NULL,
      make text NOT NULL,
      make_slug text NOT NULL,
      model text NOT NULL,
      model_slug text NOT NULL,
      mileage integer,
      vin text NOT NULL,
      location text NOT NULL,
      zip_code text NOT NULL,
      body_style text NOT NULL,
      engine text NOT NULL,
      drive_train text NOT NULL,
      transmission text NOT NULL,
      transmission_details text NOT NULL,
      exterior_color text NOT NULL,
      interior_color text NOT NULL,
      title_status text NOT NULL,
      seller_type smallint NOT NULL,
      seller_type_details text NOT NULL,
      sections jsonb NOT NULL
    )`

  // scheduled_end is the end the seller chose; auction_end moves with the soft close.
  // fencing_epoch is raised by each new owner of the auction so a stale owner's write fails.
  yield* sql`
    CREATE TABLE auctions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      listing_id integer NOT NULL REFERENCES listings (id),
      seller_id integer NOT NULL REFERENCES users (id),
      title text NOT NULL,
      sub_title text NOT NULL,
      status smallint NOT NULL,
      auction_start timestamptz NOT NULL,
      scheduled_end timestamptz NOT NULL,
      auction_end timestamptz NOT NULL,
      reserve integer,
      no_reserve boolean NOT NULL DEFAULT false,
      featured boolean NOT NULL DEFAULT false,
      featured_sub_title text,
      has_inspection boolean NOT NULL DEFAULT false,
      soft_close_seconds integer,
      current_bid integer NOT NULL DEFAULT 0,
      current_bidder_id integer REFERENCES users (id),
      bid_count integer NOT NULL DEFAULT 0,
      comment_count integer NOT NULL DEFAULT 0,
      question_count integer NOT NULL DEFAULT 0,
      watcher_count integer NOT NULL DEFAULT 0,
      views integer NOT NULL DEFAULT 0,
      winner_id integer REFERENCES users (id),
      sale_amount integer,
      buyer_fee integer,
      event_seq integer NOT NULL DEFAULT 0,
      fencing_epoch integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX auctions_status_end_idx ON auctions (status, auction_end)`

  yield* sql`
    CREATE TABLE photos (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_id integer NOT NULL REFERENCES auctions (id) ON DELETE CASCADE,
      section text NOT NULL CHECK (section IN ('exterior', 'interior', 'mechanical', 'docs', 'other')),
      position integer NOT NULL,
      object_key text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL
    )`
  yield* sql`CREATE INDEX photos_auction_idx ON photos (auction_id, section, position)`

  yield* sql`
    CREATE TABLE bids (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_id integer NOT NULL REFERENCES auctions (id),
      bidder_id integer NOT NULL REFERENCES users (id),
      amount integer NOT NULL CHECK (amount > 0),
      received_at timestamptz NOT NULL,
      idempotency_key text,
      created_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    )`
  yield* sql`CREATE INDEX bids_auction_idx ON bids (auction_id, amount DESC)`
  yield* sql`CREATE UNIQUE INDEX bids_idempotency_key ON bids (auction_id, bidder_id, idempotency_key)`

  // The per-auction event log: gap-free seq written in the bid's transaction, replayed on rewind.
  yield* sql`
    CREATE TABLE auction_events (
      auction_id integer NOT NULL REFERENCES auctions (id),
      seq integer NOT NULL,
      kind text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (auction_id, seq)
    )`

  yield* sql`
    CREATE TABLE watches (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      auction_id integer NOT NULL REFERENCES auctions (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, auction_id)
    )`

  yield* sql`
    CREATE TABLE comments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_id integer NOT NULL REFERENCES auctions (id),
      user_id integer NOT NULL REFERENCES users (id),
      type smallint NOT NULL,
      text text NOT NULL DEFAULT '',
      amount integer,
      bid_id integer REFERENCES bids (id),
      reply_to integer REFERENCES comments (id),
      upvotes integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      edited_at timestamptz,
      deleted_at timestamptz
    )`
  yield* sql`CREATE INDEX comments_auction_idx ON comments (auction_id, id DESC)`

  yield* sql`
    CREATE TABLE questions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      auction_id integer NOT NULL REFERENCES auctions (id),
      user_id integer NOT NULL REFERENCES users (id),
      text text NOT NULL,
      answer_text text,
      answered_at timestamptz,
      upvotes integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      edited_at timestamptz,
      deleted_at timestamptz
    )`
  yield* sql`CREATE INDEX questions_auction_idx ON questions (auction_id)`

  yield* sql`
    CREATE TABLE outbox (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      recipient text NOT NULL,
      subject text NOT NULL DEFAULT '',
      body text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      sent_at timestamptz
    )`
})
