import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * The comments & bids thread (spec 3 §2–§9). Its `thread` channel numbers its events per auction
 * in `auction_threads`, a row of its own so a comment never waits on or delays a bid's commit on
 * the `auctions` row, and logs them in `thread_events` for a rewind. The same row counts the
 * auction's comments (type 1, not deleted), moved there from `auctions` for the same reason.
 * Upvotes and flags are kept per person, counted on the entry; an attachment is a photo kept
 * from its author's upload, bound to the comment that uses it.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE auction_threads (
      auction_id integer PRIMARY KEY REFERENCES auctions (id),
      seq integer NOT NULL,
      comment_count integer NOT NULL DEFAULT 0 CHECK (comment_count >= 0)
    )`
  yield* sql`
    INSERT INTO auction_threads (auction_id, seq, comment_count)
    SELECT id, 0, comment_count FROM auctions WHERE comment_count > 0`
  yield* sql`ALTER TABLE auctions DROP COLUMN comment_count`
  yield* sql`
    CREATE TABLE thread_events (
      auction_id integer NOT NULL REFERENCES auctions (id),
      seq integer NOT NULL,
      kind text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (auction_id, seq)
    )`

  yield* sql`
    ALTER TABLE comments
      ADD COLUMN flags integer NOT NULL DEFAULT 0 CHECK (flags >= 0),
      ADD COLUMN system_flagged boolean NOT NULL DEFAULT false,
      ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now(),
      ADD CONSTRAINT comments_upvotes_check CHECK (upvotes >= 0)`
  yield* sql`UPDATE comments SET updated_at = greatest(created_at, edited_at, deleted_at)`
  yield* sql`CREATE INDEX comments_upvoted_idx ON comments (auction_id, upvotes DESC, id DESC)`
  yield* sql`CREATE INDEX comments_reply_to_idx ON comments (reply_to) WHERE reply_to IS NOT NULL`
  yield* sql`
    CREATE TABLE comment_upvotes (
      comment_id integer NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      PRIMARY KEY (comment_id, user_id)
    )`
  yield* sql`
    CREATE TABLE comment_flags (
      comment_id integer NOT NULL REFERENCES comments (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      PRIMARY KEY (comment_id, user_id)
    )`
  yield* sql`
    CREATE TABLE comment_attachments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      comment_id integer REFERENCES comments (id) ON DELETE CASCADE,
      key text NOT NULL,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )`
  yield* sql`CREATE INDEX comment_attachments_comment_idx ON comment_attachments (comment_id) WHERE comment_id IS NOT NULL`
})
