import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Who follows whom (spec 3 §4): one row per pair, so a follow is never counted twice, and never
 * of oneself. The key serves a user's following; the second index their followers.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE follows (
      follower_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      followed_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (follower_id, followed_id),
      CHECK (follower_id <> followed_id)
    )`
  yield* sql`CREATE INDEX follows_followed_idx ON follows (followed_id, created_at)`
})
