import { SqlClient } from "@effect/sql"
import type { SearchPrediction, UserSearchHit } from "@redline/api"
import { searchWords } from "@redline/domain"
import { Effect } from "effect"

/** The words of a text as the engine reads them: misspellings replaced by the nearest known word. */
interface ReadWord {
  readonly ord: number
  readonly term: string
}

/** A make or model that matched what was typed, best first. */
interface CatalogueHit {
  readonly kind: "make" | "model"
  readonly label: string
  readonly make_slug: string
  readonly model_slug: string | null
}

/** How closely a name matches: 0 the whole name, 1 its beginning, 2 a word's beginning, 3 alike (a typo). */
const nameMatch = (sql: SqlClient.SqlClient, key: string, typed: string) =>
  sql`CASE WHEN ${sql.literal(key)} = ${typed} THEN 0
           WHEN ${sql.literal(key)} LIKE ${typed} || '%' THEN 1
           WHEN ${sql.literal(key)} LIKE '% ' || ${typed} || '%' THEN 2
           WHEN similarity(${sql.literal(key)}, ${typed}) >= 0.3 THEN 3 END`

/** LIKE's own characters taken literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`)

/**
 * The search engine: what the search box suggests, how a typed text selects listings, and the
 * member search. It stands on Postgres full-text and `pg_trgm` (migration 0017); a dedicated
 * engine would replace this service and the listings' document it reads.
 */
export class Search extends Effect.Service<Search>()("@redline/http/Search", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /**
     * Each word as the engine reads it: a word no make, model or title has is read as the nearest
     * one that does ('porshe' as 'porsche'), or kept when none is near. Numbers and words under 3
     * letters are kept: too short to tell a typo from another word. With `prefix`, the last word
     * is a beginning (what is being typed), so it is kept when some word begins with it.
     */
    const readWords = (words: ReadonlyArray<string>, prefix: boolean): Effect.Effect<ReadonlyArray<string>> =>
      words.length === 0
        ? Effect.succeed([])
        : sql<ReadWord>`
            SELECT w.ord::int AS ord,
                   CASE WHEN length(w.word) < 3 OR w.word ~ '^[0-9]+$'
                          OR EXISTS (SELECT 1 FROM search_terms t WHERE t.term = w.word)
                          OR (${prefix} AND w.ord = ${words.length}
                              AND EXISTS (SELECT 1 FROM search_terms t WHERE t.term LIKE w.word || '%'))
                        THEN w.word
                        ELSE coalesce((SELECT t.term FROM search_terms t WHERE t.term % w.word
                                        ORDER BY similarity(t.term, w.word) DESC, t.term LIMIT 1), w.word)
                   END AS term
              FROM unnest(string_to_array(${words.join(" ")}, ' ')) WITH ORDINALITY AS w(word, ord)
             ORDER BY w.ord`.pipe(
            Effect.map((rows) => rows.map((row) => row.term)),
            Effect.orDie
          )

    /** Every word must be there; with `prefix` the last as a beginning. Words are letters and digits only, so quoting is safe. */
    const tsquery = (words: ReadonlyArray<string>, prefix: boolean) =>
      words.map((word, i) => `'${word}'${prefix && i === words.length - 1 ? ":*" : ""}`).join(" & ")

    /**
     * The `to_tsquery('simple', …)` text that selects the listings a typed text is about (every
     * word, misspellings read as the nearest known word), or null when it has no words.
     */
    const textQuery = (text: string): Effect.Effect<string | null> =>
      Effect.map(readWords(searchWords(text), false), (words) => (words.length === 0 ? null : tsquery(words, false)))

    const catalogueHits = (typed: string, limit: number): Effect.Effect<ReadonlyArray<CatalogueHit>> =>
      sql<CatalogueHit>`
        SELECT kind, label, make_slug, model_slug FROM (
          SELECT 'make' AS kind, mk.name AS label, mk.slug AS make_slug, NULL::text AS model_slug,
                 ${nameMatch(sql, "mk.search_key", typed)} AS score, mk.listings
            FROM makes mk
          UNION ALL
          SELECT 'model', mk.name || ' ' || md.name, mk.slug, md.slug,
                 LEAST(${nameMatch(sql, "mk.search_key || ' ' || md.search_key", typed)}, ${nameMatch(sql, "md.search_key", typed)}),
                 md.listings
            FROM models md JOIN makes mk ON mk.id = md.make_id
        ) named
         WHERE score = 0 OR (score IS NOT NULL AND listings > 0)
         ORDER BY score, kind, listings DESC, label
         LIMIT ${limit}`.pipe(Effect.orDie)

    /** Titles of public listings without their year that match, make and model matches first, then the most listed. */
    const titleHits = (words: ReadonlyArray<string>, limit: number): Effect.Effect<ReadonlyArray<{ readonly label: string }>> =>
      sql<{ label: string }>`
        SELECT label FROM search_titles, to_tsquery('simple', ${tsquery(words, true)}) AS q(query)
         WHERE document @@ q.query
         ORDER BY ts_rank(document, q.query) DESC, listings DESC, label
         LIMIT ${limit}`.pipe(Effect.orDie)

    /**
     * What the search box suggests for what is typed so far (spec 1 §7 'Search predict'): makes
     * and models whose names match (the whole name, then its beginning, then a word's beginning,
     * then a look-alike, more listed ones first; one without listings only by its whole name, as
     * its page would be empty), then the titles of public listings whose make, model or title
     * match, best-ranked first; the last word counts as a beginning.
     */
    const predict = (query: string, limit: number): Effect.Effect<ReadonlyArray<SearchPrediction>> =>
      Effect.gen(function* () {
        const words = yield* readWords(searchWords(query), true)
        if (words.length === 0) return []
        const catalogue = yield* catalogueHits(words.join(" "), limit)
        const labels = new Set(catalogue.map((hit) => hit.label.toLowerCase()))
        const titles = catalogue.length >= limit ? [] : yield* titleHits(words, limit)
        const texts = titles.filter(({ label }) => !labels.has(label.toLowerCase())).slice(0, limit - catalogue.length)
        return [
          ...catalogue.map((hit): SearchPrediction => ({
            kind: hit.kind,
            label: hit.label,
            make_slug: hit.make_slug,
            model_slug: hit.model_slug,
            search: null
          })),
          ...texts.map((hit): SearchPrediction => ({
            kind: "search",
            label: hit.label,
            make_slug: null,
            model_slug: null,
            search: hit.label
          }))
        ]
      })

    /**
     * Members whose username has `text` in it, whatever its case, those it begins first, then by
     * name; one more than `limit` says whether there are more. Blank lists every member.
     */
    const members = (text: string, limit: number, offset: number): Effect.Effect<ReadonlyArray<UserSearchHit>> => {
      const typed = likeLiteral(text.trim().toLowerCase())
      return sql<UserSearchHit>`
        SELECT id, username FROM users
         WHERE NOT banned AND lower(username) LIKE '%' || ${typed} || '%'
         ORDER BY lower(username) LIKE ${typed} || '%' DESC, lower(username), id
         LIMIT ${limit} OFFSET ${offset}`.pipe(Effect.orDie)
    }

    return { predict, textQuery, members }
  })
}) {}
