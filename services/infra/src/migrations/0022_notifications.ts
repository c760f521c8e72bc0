import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Notifications (spec 2 §3) and what the notifier keeps of its progress.
 * - `notifications`: one row per user, type and subject (`auction:12`, `comment:55`, `followers`):
 *   a rolled-up type adds its events to the row's `count` while it is unseen, and starts it again
 *   at the next event once seen. `alerted_at` is when it last went out by e-mail or SMS, which it
 *   does again only once seen or an hour later. `on_site` is false where the user turned the site
 *   off for its option: the row then only paces e-mail and SMS, and the bell doesn't list it.
 * - `notification_settings`: the values a user chose, over the domain's defaults.
 * - `users.play_bid_sound`, and `users.notifications_badge_reset_at`: the bell counts what came after it.
 * - The notifier reads the auctions' event logs (`auction_events`, `thread_events`) from a cursor per
 *   log and auction, advanced in the transaction that writes the notifications, so each event is
 *   told once; `notifier_sources` claims the events a log may tell more than once (an edited
 *   comment's) and those that have no log (an auction going live, its last hour, a follow).
 *   `notifier_marks.start` is when notifications began: what happened before is not told.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE notifications (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      type smallint NOT NULL,
      subject text NOT NULL,
      related_to jsonb NOT NULL,
      count integer NOT NULL DEFAULT 1 CHECK (count > 0),
      on_site boolean NOT NULL DEFAULT true,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      alerted_at timestamptz NOT NULL DEFAULT now(),
      seen_at timestamptz,
      clicked_at timestamptz,
      UNIQUE (user_id, type, subject)
    )`
  yield* sql`CREATE INDEX notifications_list_idx ON notifications (user_id, updated_at DESC, id DESC) WHERE on_site`
  yield* sql`CREATE INDEX notifications_unseen_idx ON notifications (user_id, updated_at) WHERE on_site AND seen_at IS NULL`

  yield* sql`
    CREATE TABLE notification_settings (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      option text NOT NULL,
      method text NOT NULL CHECK (method IN ('email', 'site', 'sms')),
      value boolean NOT NULL,
      PRIMARY KEY (user_id, option, method)
    )`

  yield* sql`
    ALTER TABLE users
      ADD COLUMN play_bid_sound boolean NOT NULL DEFAULT true,
      ADD COLUMN notifications_badge_reset_at timestamptz`

  yield* sql`
    CREATE TABLE notifier_cursors (
      log text NOT NULL CHECK (log IN ('auction', 'thread')),
      auction_id integer NOT NULL REFERENCES auctions (id) ON DELETE CASCADE,
      seq integer NOT NULL,
      PRIMARY KEY (log, auction_id)
    )`
  yield* sql`
    CREATE TABLE notifier_sources (
      source text PRIMARY KEY,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`
    CREATE TABLE notifier_marks (
      name text PRIMARY KEY,
      at timestamptz NOT NULL
    )`
  yield* sql`INSERT INTO notifier_marks (name, at) VALUES ('start', now()), ('follows', now())`
})
