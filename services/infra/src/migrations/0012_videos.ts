import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/**
 * Hosted videos: one row per video token given out, naming the host's id for the video (its uid),
 * who uploads it and what it is for, and what the host last said about it. And the uploads of the
 * local video host, which stands in for the provider where none is configured: its tus offset and
 * the object-store keys of the chunks received, in order. Sizes are bytes (up to 2 GiB: bigint).
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE videos (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      host_uid text NOT NULL UNIQUE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      object_type text NOT NULL,
      object_id integer NOT NULL,
      name text NOT NULL,
      size bigint NOT NULL CHECK (size > 0),
      created_at timestamptz NOT NULL,
      upload_expires_at timestamptz NOT NULL,
      uploaded_at timestamptz,
      processed_at timestamptz,
      duration double precision,
      embed_url text,
      thumbnail_url text
    )`
  yield* sql`CREATE INDEX videos_object_idx ON videos (object_type, object_id)`
  yield* sql`CREATE INDEX videos_user_idx ON videos (user_id)`

  yield* sql`
    CREATE TABLE local_video_uploads (
      uid text PRIMARY KEY,
      token_hash text NOT NULL UNIQUE,
      creator text NOT NULL,
      name text NOT NULL,
      max_duration_seconds integer NOT NULL,
      upload_length bigint NOT NULL CHECK (upload_length > 0),
      upload_offset bigint NOT NULL DEFAULT 0 CHECK (upload_offset >= 0 AND upload_offset <= upload_length),
      parts text[] NOT NULL DEFAULT '{}',
      created_at timestamptz NOT NULL,
      expires_at timestamptz NOT NULL,
      completed_at timestamptz
    )`
})
