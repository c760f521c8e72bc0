import { SqlClient } from "@effect/sql"
import type { SavedSearch, SavedSearchChange } from "@redline/api"
import { type SavedSearchCriteria, savedSearchKey } from "@redline/domain"
import { Effect, Option } from "effect"

/** What asking to save a search came to. */
export type SaveOutcome =
  | { readonly _tag: "Saved"; readonly search: SavedSearch }
  | { readonly _tag: "AlreadySaved"; readonly id: number }
  | { readonly _tag: "UnknownMake" }
  | { readonly _tag: "UnknownModel" }
  | { readonly _tag: "AuctionNotFound" }

/** What asking to change a saved search's alerts came to. */
export type UpdateOutcome =
  { readonly _tag: "Updated"; readonly search: SavedSearch } | { readonly _tag: "NotFound" } | { readonly _tag: "AuctionNotFound" }

interface SavedSearchRow extends Omit<SavedSearch, "created_at"> {
  readonly created_at: Date
}

const searchOf = (row: SavedSearchRow): SavedSearch => ({
  id: row.id,
  search: row.search,
  make_slug: row.make_slug,
  model_slug: row.model_slug,
  make: row.make,
  model: row.model,
  start_year: row.start_year,
  end_year: row.end_year,
  transmission: row.transmission,
  body_style: row.body_style,
  send_email: row.send_email,
  send_sms: row.send_sms,
  created_at: row.created_at.toISOString()
})

export class SavedSearchesRepo extends Effect.Service<SavedSearchesRepo>()("@redline/http/SavedSearchesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    // The make's and model's names from the catalogue: the URL has the slugs, people read the names.
    const columns = sql`
      id, search, make_slug, model_slug, start_year, end_year, transmission, body_style, send_email, send_sms, created_at,
      (SELECT mk.name FROM makes mk WHERE mk.slug = saved_searches.make_slug) AS make,
      (SELECT md.name FROM models md JOIN makes mk ON mk.id = md.make_id
        WHERE mk.slug = saved_searches.make_slug AND md.slug = saved_searches.model_slug) AS model`

    const auctionExists = (auctionId: number | null | undefined) =>
      auctionId === null || auctionId === undefined
        ? Effect.succeed(true)
        : sql`SELECT 1 FROM auctions WHERE id = ${auctionId}`.pipe(Effect.map((rows) => rows.length > 0))

    /** Whether the catalogue knows the make, and the model of it where one is named. */
    const catalogued = (criteria: SavedSearchCriteria) =>
      Effect.gen(function* () {
        if (criteria.make_slug === null) return null
        const [known] = yield* sql<{ make: boolean; model: boolean }>`
          SELECT EXISTS (SELECT 1 FROM makes WHERE slug = ${criteria.make_slug}) AS make,
                 EXISTS (SELECT 1 FROM models md JOIN makes mk ON mk.id = md.make_id
                          WHERE mk.slug = ${criteria.make_slug} AND md.slug = ${criteria.model_slug ?? ""}) AS model`
        if (!known!.make) return { _tag: "UnknownMake" } as const
        if (criteria.model_slug !== null && !known!.model) return { _tag: "UnknownModel" } as const
        return null
      })

    /** The user's saved searches, newest first. */
    const list = (userId: number): Effect.Effect<ReadonlyArray<SavedSearch>> =>
      sql<SavedSearchRow>`
        SELECT ${columns}
          FROM saved_searches WHERE user_id = ${userId} ORDER BY created_at DESC, id DESC`.pipe(
        Effect.map((rows) => rows.map(searchOf)),
        Effect.orDie
      )

    /**
     * Saves the search for the user, with e-mail alerts on. Its make and model must be the
     * search catalogue's. A search the user saved before
     * is not saved again; the answer names it.
     */
    const save = (userId: number, criteria: SavedSearchCriteria, auctionId: number | null): Effect.Effect<SaveOutcome> =>
      Effect.gen(function* () {
        const unknown = yield* catalogued(criteria)
        if (unknown !== null) return unknown
        if (!(yield* auctionExists(auctionId))) return { _tag: "AuctionNotFound" } as const
        const key = savedSearchKey(criteria)
        // Two saves of one search at once: one inserts, the other finds the row once it is committed.
        const [saved] = yield* sql<SavedSearchRow>`
          INSERT INTO saved_searches ${sql.insert({ user_id: userId, search_key: key, auction_id: auctionId, ...criteria })}
          ON CONFLICT (user_id, search_key) DO NOTHING
          RETURNING ${columns}`
        if (saved !== undefined) return { _tag: "Saved", search: searchOf(saved) } as const
        const [existing] = yield* sql<{ id: number }>`
          SELECT id FROM saved_searches WHERE user_id = ${userId} AND search_key = ${key}`
        return { _tag: "AlreadySaved", id: existing!.id } as const
      }).pipe(Effect.orDie)

    /** Changes the fields given, on a search of the user's own only. */
    const update = (userId: number, id: number, change: SavedSearchChange): Effect.Effect<UpdateOutcome> =>
      Effect.gen(function* () {
        if (!(yield* auctionExists(change.auction_id))) return { _tag: "AuctionNotFound" } as const
        const fields = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined))
        // a change of nothing still answers the search, or that there is none
        const set = Object.keys(fields).length === 0 ? sql`send_email = send_email` : sql.update(fields)
        const [updated] = yield* sql<SavedSearchRow>`
          UPDATE saved_searches
             SET ${set}
           WHERE id = ${id} AND user_id = ${userId}
       RETURNING ${columns}`
        return updated === undefined ? ({ _tag: "NotFound" } as const) : ({ _tag: "Updated", search: searchOf(updated) } as const)
      }).pipe(Effect.orDie)

    /** Deletes a search of the user's own; false when they have none by that id. */
    const remove = (userId: number, id: number): Effect.Effect<boolean> =>
      sql`DELETE FROM saved_searches WHERE id = ${id} AND user_id = ${userId} RETURNING id`.pipe(
        Effect.map((rows) => rows.length > 0),
        Effect.orDie
      )

    /** The user's saved search by id, or none when they have none by that id. */
    const owned = (userId: number, id: number): Effect.Effect<Option.Option<SavedSearch>> =>
      sql<SavedSearchRow>`SELECT ${columns} FROM saved_searches WHERE id = ${id} AND user_id = ${userId}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), searchOf)),
        Effect.orDie
      )

    /** The user's saved search of exactly these criteria (`savedSearchKey`), or none. */
    const matching = (userId: number, criteria: SavedSearchCriteria): Effect.Effect<Option.Option<SavedSearch>> =>
      sql<SavedSearchRow>`
        SELECT ${columns} FROM saved_searches WHERE user_id = ${userId} AND search_key = ${savedSearchKey(criteria)}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), searchOf)),
        Effect.orDie
      )

    return { list, save, update, remove, owned, matching }
  })
}) {}
