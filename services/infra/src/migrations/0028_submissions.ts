import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The seller's submissions (spec 3 §3, §4).
 * - `submissions`: the seller's application (contact, and the car in columns of its own: VIN,
 *   year, make and model slugs of the catalogue, mileage, zip code, seller type), the sections'
 *   saves in `sections` (`{ details: { data, complete, updated_at }, … }`), the status (the
 *   spec's numbers), and what staff set as the submission moves on (the review checklist, the
 *   reserve offer, the inspection's booking, the listing and the auction it became). A retried
 *   application finds the first by its `idempotency_key`, one per user.
 * - `submission_photos`: photos per section in their order, one of them the main photo; each
 *   made from one upload (`upload_key`, unique), as comment attachments are, so a second claim
 *   of an upload makes no second photo.
 * - `submission_messages`: the chat between the seller and staff, each message seen once by the
 *   other side (`seen_at`).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE submissions (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status smallint NOT NULL DEFAULT 1 CHECK (status IN (1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 104)),
      contact jsonb NOT NULL,
      vin text NOT NULL,
      vin_check_digit_warning boolean NOT NULL DEFAULT false,
      year integer NOT NULL,
      make_slug text NOT NULL,
      model_slug text NOT NULL,
      mileage integer NOT NULL CHECK (mileage >= 0),
      zip_code text NOT NULL,
      seller_type smallint NOT NULL CHECK (seller_type IN (1, 2)),
      dealer_name text,
      sections jsonb NOT NULL DEFAULT '{}',
      partner text,
      invitation_id integer,
      idempotency_key text,
      review_checklist_status boolean,
      reserve_offer jsonb,
      is_inspection_booked boolean NOT NULL DEFAULT false,
      listing_id integer REFERENCES listings (id),
      auction_id integer REFERENCES auctions (id),
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      submitted_at timestamptz,
      canceled_at timestamptz,
      UNIQUE (user_id, idempotency_key)
    )`
  yield* sql`CREATE INDEX submissions_user_idx ON submissions (user_id, status, id)`

  yield* sql`
    CREATE TABLE submission_photos (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      submission_id integer NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      section text NOT NULL CHECK (section IN ('exterior', 'interior', 'mechanical', 'docs', 'other')),
      position integer NOT NULL,
      is_main boolean NOT NULL DEFAULT false,
      key text NOT NULL,
      upload_key text NOT NULL UNIQUE,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX submission_photos_order_idx ON submission_photos (submission_id, section, position)`
  yield* sql`CREATE UNIQUE INDEX submission_photos_main_idx ON submission_photos (submission_id) WHERE is_main`

  yield* sql`
    CREATE TABLE submission_messages (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      submission_id integer NOT NULL REFERENCES submissions (id) ON DELETE CASCADE,
      sender text NOT NULL CHECK (sender IN ('seller', 'staff')),
      user_id integer REFERENCES users (id) ON DELETE SET NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      seen_at timestamptz
    )`
  yield* sql`CREATE INDEX submission_messages_idx ON submission_messages (submission_id, id)`
  yield* sql`CREATE INDEX submission_messages_unread_idx ON submission_messages (submission_id) WHERE sender = 'staff' AND seen_at IS NULL`
})
