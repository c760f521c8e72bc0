import { SqlClient, type Statement } from "@effect/sql"
import type { CommunityPost } from "@redline/api"
import { COMMUNITY_FLAG_THRESHOLD, type CommunitySort, type Reaction } from "@redline/domain"
import { Effect, Option } from "effect"
import { transactionOf } from "../Transaction.ts"
import { type PostRow, postEntryOf } from "./CommunityRows.ts"

/** A page of a feed: `limit` posts after `afterId` in the sort's order, of one community or of all. */
export interface FeedPage {
  readonly communityId: number | null
  readonly sort: CommunitySort
  readonly limit: number
  readonly afterId: number | null
  /** Leave out deleted and community-flagged posts. */
  readonly hideSketchy: boolean
}

/** What deciding on a change needs to know of a post, read locked until the transaction ends. */
export interface PostFacts {
  readonly id: number
  readonly community_id: number
  readonly user_id: number
  readonly title: string
  readonly text: string
  readonly created_at: Date
  readonly deleted_at: Date | null
  readonly author_is_staff: boolean
}

/** What a poster is: in a timeout, and when they last posted and replied, for the cooldowns. */
export interface Poster {
  readonly suspended: boolean
  readonly last_post_at: Date | null
  readonly last_reply_at: Date | null
}

/** Where each reaction (the domain's `Reaction`) is kept per person, and its count on the post. */
const REACTIONS = {
  upvote: { table: "community_post_upvotes", count: "upvote_count" },
  flag: { table: "community_post_flags", count: "flag_count" }
} as const

/**
 * The posts of the communities (`community_posts`). A deleted post is marked, its title and text
 * blanked; it stays in feeds while it has replies. A database error is a defect.
 */
export class CommunityPostsRepo extends Effect.Service<CommunityPostsRepo>()("@redline/http/CommunityPostsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const readerMark = (table: "community_post_upvotes" | "community_post_flags", readerId: number | null) =>
      readerId === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM ${sql.literal(table)} m WHERE m.community_post_id = p.id AND m.user_id = ${readerId})`

    const posts = (readerId: number | null, where: Statement.Fragment, order: Statement.Fragment, limit: number) => sql<PostRow>`
      SELECT p.id, p.community_id, c.title AS community_title, c.slug AS community_slug, p.user_id,
             u.username, u.photo_key, u.verified, u.is_admin,
             p.title, p.text, p.created_at, p.edited_at, p.deleted_at, p.active_at,
             p.upvote_count, p.reply_count, p.flag_count, p.is_system_flagged,
             COALESCE((SELECT json_agg(json_build_object('id', a.id, 'key', a.key, 'width', a.width, 'height', a.height,
                                                         'is_system_flagged', a.is_system_flagged) ORDER BY a.id)
                         FROM community_attachments a WHERE a.community_post_id = p.id), '[]') AS attachments,
             ${readerMark("community_post_upvotes", readerId)} AS upvoted,
             ${readerMark("community_post_flags", readerId)} AS flagged,
             ${
               readerId === null
                 ? sql`false`
                 : sql`p.deleted_at IS NULL
                       AND EXISTS (SELECT 1 FROM community_blocks b WHERE b.blocker_id = ${readerId} AND b.blocked_id = p.user_id)`
             } AS blocked_author
        FROM community_posts p
        JOIN communities c ON c.id = p.community_id
        JOIN users u ON u.id = p.user_id
       WHERE ${where}
       ORDER BY ${order}
       LIMIT ${limit}`

    const postOf = (row: PostRow, readerId: number | null, now: Date): CommunityPost => ({
      ...postEntryOf(row, now),
      upvoted: row.upvoted,
      flagged: row.flagged,
      mine: row.user_id === readerId,
      blocked_author: row.blocked_author
    })

    /** The sort's order, and the posts past `afterId` in it. */
    const ORDERS = {
      active: { order: sql`p.active_at DESC, p.id DESC`, key: sql`(p.active_at, p.id)`, of: sql`k.active_at, k.id` },
      new: { order: sql`p.id DESC`, key: sql`p.id`, of: sql`k.id` },
      top: { order: sql`p.upvote_count DESC, p.id DESC`, key: sql`(p.upvote_count, p.id)`, of: sql`k.upvote_count, k.id` }
    } as const

    const firstOrNone = <A>(rows: ReadonlyArray<A>) => Option.fromNullable(rows[0])

    return {
      transaction: transactionOf(sql),

      /** A page of a feed as `readerId` reads it at `now`. */
      feed: (page: FeedPage, readerId: number | null, now: Date) => {
        const { order, key, of } = ORDERS[page.sort]
        return posts(
          readerId,
          sql.and([
            ...(page.communityId === null ? [] : [sql`p.community_id = ${page.communityId}`]),
            page.hideSketchy
              ? sql`p.deleted_at IS NULL AND NOT p.is_system_flagged AND p.flag_count < ${COMMUNITY_FLAG_THRESHOLD}
                    AND NOT EXISTS (SELECT 1 FROM community_attachments a WHERE a.community_post_id = p.id AND a.is_system_flagged)`
              : sql`(p.deleted_at IS NULL OR p.reply_count > 0)`,
            ...(page.afterId === null ? [] : [sql`${key} < (SELECT ${of} FROM community_posts k WHERE k.id = ${page.afterId})`])
          ]),
          order,
          page.limit
        ).pipe(
          Effect.map((rows) => rows.map((row) => postOf(row, readerId, now))),
          Effect.orDie
        )
      },

      /** One post as `readerId` reads it, deleted or not; none when there is no such post. */
      one: (id: number, readerId: number | null, now: Date) =>
        posts(readerId, sql`p.id = ${id}`, sql`p.id`, 1).pipe(
          Effect.map((rows) => Option.map(firstOrNone(rows), (row) => postOf(row, readerId, now))),
          Effect.orDie
        ),

      /** The post, deleted or not, locked against changes made at the same time. */
      facts: (id: number) =>
        sql<PostFacts>`
          SELECT p.id, p.community_id, p.user_id, p.title, p.text, p.created_at, p.deleted_at, u.is_admin AS author_is_staff
            FROM community_posts p JOIN users u ON u.id = p.user_id
           WHERE p.id = ${id}
             FOR UPDATE OF p`.pipe(Effect.map(firstOrNone), Effect.orDie),

      /** Whether the community exists. */
      communityExists: (id: number) =>
        sql`SELECT 1 FROM communities WHERE id = ${id}`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      /**
       * The poster, their row locked until the transaction ends, then the cooldowns' facts read: the
       * author's posts and replies made at the same time wait on each other, each reading the last.
       */
      poster: (userId: number) =>
        Effect.gen(function* () {
          yield* sql`SELECT 1 FROM users WHERE id = ${userId} FOR UPDATE`
          const [poster] = yield* sql<Poster>`
            SELECT u.suspended,
                   (SELECT max(p.created_at) FROM community_posts p WHERE p.user_id = u.id) AS last_post_at,
                   (SELECT max(r.created_at) FROM community_replies r WHERE r.user_id = u.id) AS last_reply_at
              FROM users u WHERE u.id = ${userId}`
          return poster!
        }).pipe(Effect.orDie),

      /** Writes the post; answers its id. */
      create: (communityId: number, userId: number, title: string, text: string, at: Date) =>
        sql<{ id: number }>`
          INSERT INTO community_posts ${sql.insert({
            community_id: communityId,
            user_id: userId,
            title,
            text,
            created_at: at,
            active_at: at
          })} RETURNING id`.pipe(
          Effect.map((rows) => rows[0]!.id),
          Effect.orDie
        ),

      edit: (id: number, title: string, text: string, at: Date) =>
        sql`UPDATE community_posts SET title = ${title}, text = ${text}, edited_at = ${at} WHERE id = ${id}`.pipe(
          Effect.asVoid,
          Effect.orDie
        ),

      /** Marks the post deleted and blanks its words. */
      remove: (id: number, at: Date) =>
        sql`UPDATE community_posts SET deleted_at = ${at}, title = '', text = '' WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      systemFlag: (id: number, flagged: boolean) =>
        sql`UPDATE community_posts SET is_system_flagged = ${flagged} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      /** Sets or clears the person's upvote or flag of the post; answers whether that changed anything. */
      react: (reaction: Reaction, id: number, userId: number, on: boolean) => {
        const { table, count } = REACTIONS[reaction]
        const changed = on
          ? sql`INSERT INTO ${sql.literal(table)} (community_post_id, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1`
          : sql`DELETE FROM ${sql.literal(table)} WHERE community_post_id = ${id} AND user_id = ${userId} RETURNING 1`
        return sql<{ id: number }>`
          WITH changed AS (${changed})
          UPDATE community_posts SET ${sql.literal(count)} = greatest(${sql.literal(count)} ${sql.literal(on ? "+" : "-")} 1, 0)
           WHERE id = ${id} AND EXISTS (SELECT 1 FROM changed)
           RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )
      }
    }
  })
}) {}
