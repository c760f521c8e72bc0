import { SqlClient, type Statement } from "@effect/sql"
import { COMMUNITY_NEW_CONTENT_MS, COMMUNITY_POPULAR_DAYS, GENERAL_COMMUNITY_SLUG } from "@redline/domain"
import { Effect, Option } from "effect"
import { communityOf, type CommunityRow } from "./CommunityRows.ts"

const DAY_MS = 24 * 60 * 60_000

/** `%` and `_` of a search taken as themselves in a LIKE pattern. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (mark) => `\\${mark}`)

/**
 * The communities (`communities`): one per make and model of the catalogue, the topical ones and
 * 'General'. Popularity is what was written in one lately: its posts and replies in the last 30
 * days. A database error is a defect.
 */
export class CommunitiesRepo extends Effect.Service<CommunitiesRepo>()("@redline/http/CommunitiesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** The communities `where` picks, the busiest first then by title (or by title alone), as read at `now`. */
    const ranked = (where: Statement.Fragment, limit: number | null, now: Date, order: "busiest" | "title" = "busiest") => {
      const recent = new Date(now.getTime() - COMMUNITY_POPULAR_DAYS * DAY_MS)
      return sql<CommunityRow>`
        WITH activity AS (
          SELECT community_id, count(*) AS written FROM (
            SELECT community_id FROM community_posts WHERE created_at > ${recent}
            UNION ALL
            SELECT p.community_id FROM community_replies r JOIN community_posts p ON p.id = r.community_post_id
             WHERE r.created_at > ${recent}
          ) written GROUP BY community_id
        )
        SELECT c.id, c.name, c.title, c.slug, c.photo_key, c.is_topical,
               EXISTS (SELECT 1 FROM community_posts p
                        WHERE p.community_id = c.id AND p.active_at > ${new Date(now.getTime() - COMMUNITY_NEW_CONTENT_MS)}) AS has_new_content,
               mk.name AS make_name, mk.slug AS make_slug, md.slug AS model_slug
          FROM communities c
          LEFT JOIN makes mk ON mk.id = c.make_id
          LEFT JOIN models md ON md.id = c.model_id
          LEFT JOIN activity ON activity.community_id = c.id
         WHERE ${where}
         ORDER BY ${order === "title" ? sql`c.title, c.id` : sql`COALESCE(activity.written, 0) DESC, c.title, c.id`}
         ${limit === null ? sql`` : sql`LIMIT ${limit}`}`.pipe(
        Effect.map((rows) => rows.map(communityOf)),
        Effect.orDie
      )
    }

    return {
      /** The busiest communities, of one make (and its models) when `makeSlug` is given. */
      popular: (limit: number, makeSlug: string | null, now: Date) =>
        ranked(makeSlug === null ? sql`true` : sql`mk.slug = ${makeSlug}`, limit, now),

      /** The topical communities, by name. */
      topical: (limit: number | null, now: Date) => ranked(sql`c.is_topical`, limit, now, "title"),

      /** The makes' communities, by name. */
      makes: (now: Date) => ranked(sql`c.make_id IS NOT NULL AND c.model_id IS NULL`, null, now, "title"),

      /** Communities whose title or slug holds the words, the busiest first. */
      matching: (query: string, limit: number, now: Date) => {
        const pattern = `%${likeEscaped(query)}%`
        return ranked(sql`(c.title ILIKE ${pattern} OR c.slug ILIKE ${pattern})`, limit, now)
      },

      /** The community of this slug, or of this id. */
      byKey: (key: { readonly slug: string } | { readonly id: number }, now: Date) =>
        Effect.map(ranked("id" in key ? sql`c.id = ${key.id}` : sql`c.slug = ${key.slug}`, 1, now), (rows) => Option.fromNullable(rows[0])),

      /** The community of a model of the catalogue, else of its make; none for a make or model that has none. */
      ofCatalogue: (makeSlug: string, modelSlug: string | null, now: Date) =>
        Effect.map(
          ranked(
            modelSlug === null
              ? sql`mk.slug = ${makeSlug} AND c.model_id IS NULL`
              : sql`mk.slug = ${makeSlug} AND (md.slug = ${modelSlug} OR c.model_id IS NULL)`,
            null,
            now
          ),
          (rows) => Option.fromNullable(rows.find((row) => row.vehicle_model !== null) ?? rows[0])
        ),

      /** The id of 'General', by its slug. */
      generalId: sql<{ id: number }>`SELECT id FROM communities WHERE slug = ${GENERAL_COMMUNITY_SLUG}`.pipe(
        Effect.map((rows) => rows[0]!.id),
        Effect.orDie
      ),

      general: (now: Date) => Effect.map(ranked(sql`c.slug = ${GENERAL_COMMUNITY_SLUG}`, 1, now), (rows) => rows[0]!)
    }
  })
}) {}
