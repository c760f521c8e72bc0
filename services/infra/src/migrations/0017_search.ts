import { SqlClient } from "@effect/sql"
import { auctionSlug } from "@redline/domain"
import { Effect } from "effect"
import { catalogue } from "./data/catalogue.ts"

/** The words of a description without its markdown emphasis, for page metadata. */
const plainText = (markdown: string) => markdown.replace(/\*\*?([^*]+)\*\*?/g, "$1")

/**
 * Search on Postgres full-text and `pg_trgm`.
 * - The make and model catalogue (`makes`, `models`) with descriptions in markdown and plain
 *   text, seeded from `data/catalogue.ts`; a listing of a make or model it lacks adds it. Each
 *   counts its listings, and keeps its name as the search box's words ('mx 5 miata').
 * - Each listing's weighted document (`listing_search_document`: A year, make and model, B the
 *   title, C the sub-title, D the listing's text) in `listings.search_document`, GIN-indexed.
 * - `search_terms`, the words of makes, models and titles (letters and digits, no numbers),
 *   trigram-indexed: a misspelt word of a search is read as its nearest term ('porshe' as
 *   'porsche').
 * - `search_titles`: the public listings' titles without their year, the search box's text
 *   suggestions, each with its make and model (weight A) and title (B), and how many carry it.
 * All four are written when an auction is inserted (a trigger), whoever inserts it; a listing
 * never changes afterwards, and an auction's bids don't touch them.
 * - `model_videos`: the videos sellers attached to listings of each model, with the auction's
 *   title and the seller's name.
 */
export default Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  yield* sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`

  yield* sql`
    CREATE TABLE makes (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      name text NOT NULL,
      slug text NOT NULL UNIQUE,
      description text NOT NULL DEFAULT '',
      description_plain text NOT NULL DEFAULT '',
      search_key text GENERATED ALWAYS AS (trim(regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g'))) STORED,
      listings integer NOT NULL DEFAULT 0
    )`
  yield* sql`
    CREATE TABLE models (
      id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
      make_id integer NOT NULL REFERENCES makes (id),
      name text NOT NULL,
      slug text NOT NULL,
      description text NOT NULL DEFAULT '',
      description_plain text NOT NULL DEFAULT '',
      search_key text GENERATED ALWAYS AS (trim(regexp_replace(lower(name), '[^[:alnum:]]+', ' ', 'g'))) STORED,
      listings integer NOT NULL DEFAULT 0,
      UNIQUE (make_id, slug)
    )`

  for (const make of catalogue) {
    const [row] = yield* sql<{ id: number }>`
      INSERT INTO makes ${sql.insert({
        name: make.name,
        slug: auctionSlug(make.name),
        description: make.description,
        description_plain: plainText(make.description)
      })} RETURNING id`
    yield* sql`INSERT INTO models ${sql.insert(
      make.models.map((model) => ({
        make_id: row!.id,
        name: model.name,
        slug: auctionSlug(model.name),
        description: model.description,
        description_plain: plainText(model.description)
      }))
    )}`
  }

  yield* sql`
    CREATE FUNCTION listing_search_document(year integer, make text, model text, title text, sub_title text, sections jsonb)
    RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT setweight(to_tsvector('simple', concat_ws(' ', year, make, model)), 'A')
          || setweight(to_tsvector('simple', title), 'B')
          || setweight(to_tsvector('simple', sub_title), 'C')
          || setweight(to_tsvector('simple', concat_ws(' ', sections->>'doug', sections->>'highlights',
               sections->>'equipment', sections->>'modifications', sections->>'known_flaws',
               sections->>'recent_service_history', sections->>'other_items',
               sections->>'ownership_history', sections->>'seller_notes')), 'D')
    $$`
  yield* sql`ALTER TABLE listings ADD COLUMN search_document tsvector NOT NULL DEFAULT ''::tsvector`
  yield* sql`CREATE INDEX listings_search_document_idx ON listings USING gin (search_document)`
  yield* sql`CREATE INDEX listings_make_model_idx ON listings (make_slug, model_slug)`

  yield* sql`CREATE TABLE search_terms (term text PRIMARY KEY)`
  yield* sql`CREATE INDEX search_terms_trgm_idx ON search_terms USING gin (term gin_trgm_ops)`
  yield* sql`
    CREATE FUNCTION add_search_terms(words text) RETURNS void LANGUAGE sql AS $$
      INSERT INTO search_terms (term)
      SELECT term FROM unnest(tsvector_to_array(to_tsvector('simple', words))) AS term
       WHERE length(term) >= 3 AND term ~ '^[[:alnum:]]+$' AND term !~ '^[0-9]+$'
      ON CONFLICT DO NOTHING
    $$`
  yield* sql`SELECT add_search_terms(name) FROM makes`
  yield* sql`SELECT add_search_terms(name) FROM models`

  yield* sql`
    CREATE TABLE search_titles (
      label text PRIMARY KEY,
      document tsvector NOT NULL,
      listings integer NOT NULL DEFAULT 0
    )`
  yield* sql`CREATE INDEX search_titles_document_idx ON search_titles USING gin (document)`
  yield* sql`
    CREATE FUNCTION add_search_title(make text, model text, title text) RETURNS void LANGUAGE sql AS $$
      INSERT INTO search_titles (label, document, listings)
      VALUES (regexp_replace(title, '^[0-9]{4} ', ''),
              setweight(to_tsvector('simple', concat_ws(' ', make, model)), 'A')
                || setweight(to_tsvector('simple', regexp_replace(title, '^[0-9]{4} ', '')), 'B'),
              1)
      ON CONFLICT (label) DO UPDATE SET listings = search_titles.listings + 1
    $$`

  yield* sql`
    CREATE FUNCTION index_auction_for_search() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      l listings%ROWTYPE;
    BEGIN
      SELECT * INTO l FROM listings WHERE id = NEW.listing_id;
      UPDATE listings
         SET search_document = listing_search_document(l.year, l.make, l.model, NEW.title, NEW.sub_title, l.sections)
       WHERE id = l.id;
      INSERT INTO makes (name, slug, listings) VALUES (l.make, l.make_slug, 1)
      ON CONFLICT (slug) DO UPDATE SET listings = makes.listings + 1;
      INSERT INTO models (make_id, name, slug, listings)
      SELECT id, l.model, l.model_slug, 1 FROM makes WHERE slug = l.make_slug
      ON CONFLICT (make_id, slug) DO UPDATE SET listings = models.listings + 1;
      PERFORM add_search_terms(concat_ws(' ', l.make, l.model, NEW.title));
      IF NEW.status <> 0 THEN -- queued: not public yet
        PERFORM add_search_title(l.make, l.model, NEW.title);
      END IF;
      RETURN NULL;
    END
    $$`
  yield* sql`
    CREATE TRIGGER auctions_search_index AFTER INSERT ON auctions
    FOR EACH ROW EXECUTE FUNCTION index_auction_for_search()`

  // a queued auction's title is suggested once it goes live
  yield* sql`
    CREATE FUNCTION suggest_auction_title() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM add_search_title(l.make, l.model, NEW.title) FROM listings l WHERE l.id = NEW.listing_id;
      RETURN NULL;
    END
    $$`
  yield* sql`
    CREATE TRIGGER auctions_search_title AFTER UPDATE OF status ON auctions
    FOR EACH ROW WHEN (OLD.status = 0 AND NEW.status <> 0) EXECUTE FUNCTION suggest_auction_title()`

  // auctions listed before search existed
  yield* sql`
    UPDATE listings l
       SET search_document = listing_search_document(l.year, l.make, l.model, a.title, a.sub_title, l.sections)
      FROM auctions a WHERE a.listing_id = l.id`
  yield* sql`
    INSERT INTO makes (name, slug, listings)
    SELECT min(make), make_slug, count(*) FROM listings GROUP BY make_slug
    ON CONFLICT (slug) DO UPDATE SET listings = excluded.listings`
  yield* sql`
    INSERT INTO models (make_id, name, slug, listings)
    SELECT m.id, min(l.model), l.model_slug, count(*)
      FROM listings l JOIN makes m ON m.slug = l.make_slug
     GROUP BY m.id, l.model_slug
    ON CONFLICT (make_id, slug) DO UPDATE SET listings = excluded.listings`
  yield* sql`SELECT add_search_terms(concat_ws(' ', l.make, l.model, a.title)) FROM auctions a JOIN listings l ON l.id = a.listing_id`
  yield* sql`
    SELECT add_search_title(l.make, l.model, a.title)
      FROM auctions a JOIN listings l ON l.id = a.listing_id WHERE a.status <> 0`

  yield* sql`
    CREATE VIEW model_videos AS
    SELECT l.make_slug, l.model_slug, video.url, a.title, u.username AS channel_title, a.auction_start, a.id AS auction_id
      FROM auctions a
      JOIN listings l ON l.id = a.listing_id
      JOIN users u ON u.id = a.seller_id
     CROSS JOIN LATERAL jsonb_array_elements_text(l.sections->'videos') AS video(url)
     WHERE a.status <> 0 -- queued: not public yet`

  // the member search: part of a username, whatever its case
  yield* sql`CREATE INDEX users_username_trgm_idx ON users USING gin (lower(username) gin_trgm_ops)`
})
