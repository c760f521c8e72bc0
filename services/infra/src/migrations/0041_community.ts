import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

/** The communities about a kind of outing or project rather than a vehicle. */
const TOPICAL = [
  { slug: "track-days", title: "Track Days" },
  { slug: "barn-finds", title: "Barn Finds" },
  { slug: "restorations", title: "Restorations" },
  { slug: "off-road", title: "Off-Road" },
  { slug: "cars-and-coffee", title: "Cars and Coffee" }
]

/**
 * The community (spec 3 §2–§9).
 * - `communities`: one per make (slug `{make}`) and one per model (slug `{make}-{model}`) of the
 *   catalogue, kept by triggers as the catalogue grows; the topical ones and 'general'. Each
 *   numbers the events of its `community` channel (`seq`) and logs them in `community_events`.
 * - `community_posts`: `active_at` is the newest of its creation and its latest reply, the key of
 *   the 'active' sort; each post numbers its `community_thread` channel's events (`seq`) and logs
 *   them in `community_thread_events`. A post's row is locked by every reply to it (its counts),
 *   so its numbers are gap-free in the order of the commits, as `auction_threads`'.
 * - `community_replies`: level 1 answers the post, 2 and 3 a reply one level up; `reply_count`
 *   counts its direct replies not deleted.
 * - Upvotes and flags once per user, counted on the post or reply in the same transaction.
 * - `community_attachments`: a photo kept from its author's upload (one per upload key), free
 *   until a post or a reply uses it.
 * - `community_blocks`: whose posts and replies a member asked not to see.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`
    CREATE TABLE communities (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      slug text NOT NULL UNIQUE,
      name text NOT NULL,
      title text NOT NULL,
      make_id integer REFERENCES makes (id),
      model_id integer UNIQUE REFERENCES models (id),
      is_topical boolean NOT NULL DEFAULT false,
      photo_key text,
      seq integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (model_id IS NULL OR make_id IS NOT NULL),
      CHECK (NOT (is_topical AND make_id IS NOT NULL))
    )`
  yield* sql`CREATE UNIQUE INDEX communities_make_idx ON communities (make_id) WHERE model_id IS NULL`
  yield* sql`
    INSERT INTO communities (slug, name, title, make_id)
    SELECT slug, name, name, id FROM makes ORDER BY id`
  yield* sql`
    INSERT INTO communities (slug, name, title, make_id, model_id)
    SELECT makes.slug || '-' || models.slug, models.name, makes.name || ' ' || models.name, makes.id, models.id
      FROM models JOIN makes ON makes.id = models.make_id
     ORDER BY models.id
    ON CONFLICT (slug) DO NOTHING`
  yield* sql`
    INSERT INTO communities ${sql.insert(
      TOPICAL.map((community) => ({ slug: community.slug, name: community.title, title: community.title, is_topical: true }))
    )}`
  yield* sql`INSERT INTO communities ${sql.insert({ slug: "general", name: "General", title: "General" })}`

  yield* sql`
    CREATE FUNCTION make_community() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO communities (slug, name, title, make_id) VALUES (NEW.slug, NEW.name, NEW.name, NEW.id)
      ON CONFLICT (slug) DO NOTHING;
      RETURN NEW;
    END $$`
  yield* sql`CREATE TRIGGER makes_community AFTER INSERT ON makes FOR EACH ROW EXECUTE FUNCTION make_community()`
  yield* sql`
    CREATE FUNCTION model_community() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO communities (slug, name, title, make_id, model_id)
      SELECT makes.slug || '-' || NEW.slug, NEW.name, makes.name || ' ' || NEW.name, makes.id, NEW.id
        FROM makes WHERE makes.id = NEW.make_id
      ON CONFLICT (slug) DO NOTHING;
      RETURN NEW;
    END $$`
  yield* sql`CREATE TRIGGER models_community AFTER INSERT ON models FOR EACH ROW EXECUTE FUNCTION model_community()`

  yield* sql`
    CREATE TABLE community_events (
      community_id integer NOT NULL REFERENCES communities (id),
      seq integer NOT NULL,
      kind text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (community_id, seq)
    )`

  yield* sql`
    CREATE TABLE community_posts (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      community_id integer NOT NULL REFERENCES communities (id),
      user_id integer NOT NULL REFERENCES users (id),
      title text NOT NULL,
      text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      edited_at timestamptz,
      deleted_at timestamptz,
      active_at timestamptz NOT NULL DEFAULT now(),
      upvote_count integer NOT NULL DEFAULT 0 CHECK (upvote_count >= 0),
      flag_count integer NOT NULL DEFAULT 0 CHECK (flag_count >= 0),
      reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
      is_system_flagged boolean NOT NULL DEFAULT false,
      seq integer NOT NULL DEFAULT 0
    )`
  yield* sql`CREATE INDEX community_posts_active_idx ON community_posts (community_id, active_at DESC, id DESC)`
  yield* sql`CREATE INDEX community_posts_new_idx ON community_posts (community_id, id DESC)`
  yield* sql`CREATE INDEX community_posts_top_idx ON community_posts (community_id, upvote_count DESC, id DESC)`
  yield* sql`CREATE INDEX community_posts_all_active_idx ON community_posts (active_at DESC, id DESC)`
  yield* sql`CREATE INDEX community_posts_all_top_idx ON community_posts (upvote_count DESC, id DESC)`
  yield* sql`CREATE INDEX community_posts_author_idx ON community_posts (user_id, created_at DESC)`
  yield* sql`CREATE INDEX community_posts_recent_idx ON community_posts (created_at, community_id)`

  yield* sql`
    CREATE TABLE community_thread_events (
      community_post_id integer NOT NULL REFERENCES community_posts (id),
      seq integer NOT NULL,
      kind text NOT NULL,
      data jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (community_post_id, seq)
    )`

  yield* sql`
    CREATE TABLE community_replies (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      community_post_id integer NOT NULL REFERENCES community_posts (id),
      reply_to_community_reply_id integer REFERENCES community_replies (id),
      level smallint NOT NULL CHECK (level BETWEEN 1 AND 3),
      user_id integer NOT NULL REFERENCES users (id),
      text text NOT NULL DEFAULT '',
      created_at timestamptz NOT NULL DEFAULT now(),
      edited_at timestamptz,
      deleted_at timestamptz,
      upvote_count integer NOT NULL DEFAULT 0 CHECK (upvote_count >= 0),
      flag_count integer NOT NULL DEFAULT 0 CHECK (flag_count >= 0),
      reply_count integer NOT NULL DEFAULT 0 CHECK (reply_count >= 0),
      is_system_flagged boolean NOT NULL DEFAULT false,
      CHECK ((level = 1) = (reply_to_community_reply_id IS NULL))
    )`
  yield* sql`CREATE INDEX community_replies_top_level_idx ON community_replies (community_post_id, id) WHERE level = 1`
  yield* sql`CREATE INDEX community_replies_children_idx ON community_replies (reply_to_community_reply_id, id) WHERE reply_to_community_reply_id IS NOT NULL`
  yield* sql`CREATE INDEX community_replies_author_idx ON community_replies (user_id, created_at DESC)`
  yield* sql`CREATE INDEX community_replies_recent_idx ON community_replies (created_at, community_post_id)`

  for (const [table, entry] of [
    ["community_post_upvotes", "community_post_id"],
    ["community_post_flags", "community_post_id"],
    ["community_reply_upvotes", "community_reply_id"],
    ["community_reply_flags", "community_reply_id"]
  ] as const) {
    const target = entry === "community_post_id" ? "community_posts" : "community_replies"
    yield* sql`
      CREATE TABLE ${sql(table)} (
        ${sql(entry)} integer NOT NULL REFERENCES ${sql(target)} (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (${sql(entry)}, user_id)
      )`
  }

  yield* sql`
    CREATE TABLE community_attachments (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      community_post_id integer REFERENCES community_posts (id) ON DELETE CASCADE,
      community_reply_id integer REFERENCES community_replies (id) ON DELETE CASCADE,
      key text NOT NULL,
      upload_key text NOT NULL UNIQUE,
      width integer NOT NULL,
      height integer NOT NULL,
      is_system_flagged boolean NOT NULL DEFAULT false,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (community_post_id IS NULL OR community_reply_id IS NULL)
    )`
  yield* sql`CREATE INDEX community_attachments_post_idx ON community_attachments (community_post_id, id) WHERE community_post_id IS NOT NULL`
  yield* sql`CREATE INDEX community_attachments_reply_idx ON community_attachments (community_reply_id, id) WHERE community_reply_id IS NOT NULL`
  yield* sql`CREATE INDEX community_attachments_user_idx ON community_attachments (user_id, created_at)`

  yield* sql`
    CREATE TABLE community_blocks (
      blocker_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      blocked_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (blocker_id, blocked_id),
      CHECK (blocker_id <> blocked_id)
    )`
})
