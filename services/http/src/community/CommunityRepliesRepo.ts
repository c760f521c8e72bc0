import { SqlClient, type Statement } from "@effect/sql"
import type { CommunityReply } from "@redline/api"
import type { Reaction } from "@redline/domain"
import { Effect, Option } from "effect"
import { transactionOf } from "../Transaction.ts"
import { attachmentOf, type AttachmentRow, authorOf, type AuthorRow } from "./CommunityRows.ts"

/** A page of a post's replies: `limit` level-1 replies after `afterId`, oldest first. */
export interface RepliesPage {
  readonly limit: number
  readonly afterId: number | null
}

/** What deciding on a reply to a post needs to know of it, read locked until the transaction ends. */
export interface ThreadPost {
  readonly id: number
  readonly community_id: number
  readonly deleted: boolean
}

/** What deciding on a change of a reply needs to know of it, read locked until the transaction ends. */
export interface ReplyFacts {
  readonly id: number
  readonly community_post_id: number
  readonly reply_to_community_reply_id: number | null
  readonly level: number
  readonly user_id: number
  readonly text: string
  readonly created_at: Date
  readonly author_is_staff: boolean
  readonly attachment_ids: ReadonlyArray<number>
  /** Its post is deleted: the reply is no longer answered, upvoted, flagged nor edited. */
  readonly post_deleted: boolean
}

/** Where each reaction (the domain's `Reaction`) is kept per person, and its count on the reply. */
const REACTIONS = {
  upvote: { table: "community_reply_upvotes", count: "upvote_count" },
  flag: { table: "community_reply_flags", count: "flag_count" }
} as const

interface ReplyRow extends AuthorRow {
  readonly id: number
  readonly community_post_id: number
  readonly reply_to_community_reply_id: number | null
  readonly level: number
  readonly text: string
  readonly created_at: Date
  readonly edited_at: Date | null
  readonly deleted_at: Date | null
  readonly replies: ReadonlyArray<number>
  readonly reply_count: number
  readonly upvote_count: number
  readonly flag_count: number
  readonly is_system_flagged: boolean
  readonly attachments: ReadonlyArray<AttachmentRow>
  readonly upvoted: boolean
  readonly flagged: boolean
  readonly mine: boolean
  readonly blocked_author: boolean
}

/** A deleted reply tells nothing of what it said nor who said it: it stands only for the replies under it. */
const replyOf = (row: ReplyRow): CommunityReply => {
  const deleted = row.deleted_at !== null
  return {
    id: row.id,
    community_post_id: row.community_post_id,
    reply_to_community_reply_id: row.reply_to_community_reply_id,
    level: row.level,
    user: deleted ? null : authorOf(row),
    text: deleted ? "" : row.text,
    created_at: row.created_at.toISOString(),
    edited_at: row.edited_at?.toISOString() ?? null,
    deleted_at: row.deleted_at?.toISOString() ?? null,
    replies: row.replies,
    reply_count: row.reply_count,
    upvote_count: row.upvote_count,
    upvoted: row.upvoted,
    flagged: row.flagged,
    flag_count: row.flag_count,
    is_system_flagged: row.is_system_flagged,
    attachments: deleted ? [] : row.attachments.map((attachment, index) => attachmentOf(attachment, index === 0)),
    mine: row.mine,
    blocked_author: row.blocked_author
  }
}

/**
 * The replies of each community post in `community_replies` (spec 3 §3 'Community reply'): level 1
 * answers the post, 2 and 3 a reply one level up. A deleted reply is marked and blanked; it is
 * still shown while replies under it are. The post counts its replies not deleted, and a reply its
 * direct ones, in the reply's transaction; each reply locks its post's row, whose log numbers the
 * thread's events. A database error is a defect.
 */
export class CommunityRepliesRepo extends Effect.Service<CommunityRepliesRepo>()("@redline/http/CommunityRepliesRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Shown: not deleted, or with a reply under it (at any depth, two at most below) not deleted. */
    const shown = (alias: string) => {
      const reply = sql.literal(alias)
      return sql`(${reply}.deleted_at IS NULL OR EXISTS (
        SELECT 1 FROM community_replies under
         WHERE under.deleted_at IS NULL
           AND (under.reply_to_community_reply_id = ${reply}.id
                OR under.reply_to_community_reply_id IN (SELECT c.id FROM community_replies c WHERE c.reply_to_community_reply_id = ${reply}.id))))`
    }

    const readerMark = (table: "community_reply_upvotes" | "community_reply_flags", readerId: number | null) =>
      readerId === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM ${sql.literal(table)} m WHERE m.community_reply_id = r.id AND m.user_id = ${readerId})`

    /** The replies `listed` names (`id`, in its `position` order), as `readerId` reads them. */
    const replies = (readerId: number | null, listed: Statement.Fragment) => sql<ReplyRow>`
      SELECT r.id, r.community_post_id, r.reply_to_community_reply_id, r.level, u.username, u.photo_key, u.verified, u.is_admin,
             r.text, r.created_at, r.edited_at, r.deleted_at, r.reply_count, r.upvote_count, r.flag_count, r.is_system_flagged,
             ARRAY(SELECT k.id FROM community_replies k WHERE k.reply_to_community_reply_id = r.id AND ${shown("k")} ORDER BY k.id) AS replies,
             COALESCE((SELECT json_agg(json_build_object('id', f.id, 'width', f.width, 'height', f.height, 'key', f.key,
                                                         'is_system_flagged', f.is_system_flagged) ORDER BY f.id)
                         FROM community_attachments f WHERE f.community_reply_id = r.id), '[]') AS attachments,
             ${readerMark("community_reply_upvotes", readerId)} AS upvoted,
             ${readerMark("community_reply_flags", readerId)} AS flagged,
             ${readerId === null ? sql`false` : sql`r.user_id = ${readerId}`} AS mine,
             ${
               readerId === null
                 ? sql`false`
                 : sql`r.deleted_at IS NULL
                       AND EXISTS (SELECT 1 FROM community_blocks b WHERE b.blocker_id = ${readerId} AND b.blocked_id = r.user_id)`
             } AS blocked_author
        FROM (${listed}) listed
        JOIN community_replies r ON r.id = listed.id
        JOIN users u ON u.id = r.user_id
       ORDER BY listed.position`

    const firstOrNone = <A>(rows: ReadonlyArray<A>) => Option.fromNullable(rows[0])

    return {
      transaction: transactionOf(sql),

      /** The post, locked until the transaction ends (its counts and its log's numbers change with the reply); none when there is none. */
      lockedPost: (id: number) =>
        sql<ThreadPost>`
          SELECT id, community_id, deleted_at IS NOT NULL AS deleted FROM community_posts WHERE id = ${id} FOR UPDATE`.pipe(
          Effect.map(firstOrNone),
          Effect.orDie
        ),

      /** Whether the post is there (deleted or not). */
      postExists: (id: number) =>
        sql`SELECT 1 FROM community_posts WHERE id = ${id}`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      /**
       * A reply not deleted, locked against changes made at the same time, of the post given when
       * one is. Its post is locked first, as a new reply locks it before the reply it answers (the
       * thread's log locks it anyway): two changes never wait on each other's locks.
       */
      facts: (id: number, postId: number | null) =>
        Effect.gen(function* () {
          yield* sql`
            SELECT 1 FROM community_posts
             WHERE id = (SELECT community_post_id FROM community_replies WHERE id = ${id})
               FOR UPDATE`
          const rows = yield* sql<ReplyFacts>`
            SELECT r.id, r.community_post_id, r.reply_to_community_reply_id, r.level, r.user_id, r.text, r.created_at,
                   u.is_admin AS author_is_staff,
                   ARRAY(SELECT f.id FROM community_attachments f WHERE f.community_reply_id = r.id ORDER BY f.id) AS attachment_ids,
                   p.deleted_at IS NOT NULL AS post_deleted
              FROM community_replies r JOIN users u ON u.id = r.user_id JOIN community_posts p ON p.id = r.community_post_id
             WHERE r.id = ${id} AND r.deleted_at IS NULL ${postId === null ? sql`` : sql`AND r.community_post_id = ${postId}`}
               FOR UPDATE OF r`
          return firstOrNone(rows)
        }).pipe(Effect.orDie),

      /**
       * A page of the post's shown level-1 replies, oldest first, each followed by its shown level-2
       * replies, oldest first, as `readerId` reads them; level-3 replies only by their ids.
       */
      page: (postId: number, page: RepliesPage, readerId: number | null) =>
        replies(
          readerId,
          sql`
            WITH top AS (
              SELECT r.id FROM community_replies r
               WHERE r.community_post_id = ${postId} AND r.level = 1 AND ${shown("r")}
                     ${page.afterId === null ? sql`` : sql`AND r.id > ${page.afterId}`}
               ORDER BY r.id LIMIT ${page.limit}
            )
            SELECT top.id, ARRAY[top.id] AS position FROM top
            UNION ALL
            SELECT c.id, ARRAY[c.reply_to_community_reply_id, c.id] FROM community_replies c
             WHERE c.reply_to_community_reply_id IN (SELECT id FROM top) AND ${shown("c")}`
        ).pipe(
          Effect.map((rows) => rows.map(replyOf)),
          Effect.orDie
        ),

      /** The replies of the ids that are there, in the order asked, as `readerId` reads them. */
      byIds: (ids: ReadonlyArray<number>, readerId: number | null) =>
        ids.length === 0
          ? Effect.succeed([])
          : replies(
              readerId,
              sql`
                SELECT asked.id::int AS id, asked.position
                  FROM jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb) WITH ORDINALITY AS asked (id, position)`
            ).pipe(
              Effect.map((rows) => rows.map(replyOf)),
              Effect.orDie
            ),

      /** One reply as `readerId` reads it, deleted or not. */
      one: (id: number, readerId: number | null) =>
        replies(readerId, sql`SELECT ${id}::int AS id, 1 AS position`).pipe(
          Effect.map((rows) => replyOf(rows[0]!)),
          Effect.orDie
        ),

      /** Writes the reply, and counts it on its post (whose activity it is) and on the reply it answers; answers its id. */
      insert: (
        reply: {
          readonly postId: number
          readonly parentId: number | null
          readonly level: number
          readonly userId: number
          readonly text: string
        },
        at: Date
      ) =>
        Effect.gen(function* () {
          const [inserted] = yield* sql<{ id: number }>`
            INSERT INTO community_replies ${sql.insert({
              community_post_id: reply.postId,
              reply_to_community_reply_id: reply.parentId,
              level: reply.level,
              user_id: reply.userId,
              text: reply.text,
              created_at: at
            })} RETURNING id`
          yield* sql`UPDATE community_posts SET reply_count = reply_count + 1, active_at = greatest(active_at, ${at}) WHERE id = ${reply.postId}`
          if (reply.parentId !== null) yield* sql`UPDATE community_replies SET reply_count = reply_count + 1 WHERE id = ${reply.parentId}`
          return inserted!.id
        }).pipe(Effect.orDie),

      /**
       * Makes the reply's photos those of `attachmentIds`: its own kept, the author's free ones bound,
       * the others it had taken away; answers how many it then has, and the keys of the photos taken
       * away, to be removed from the store.
       */
      attach: (replyId: number, userId: number, attachmentIds: ReadonlyArray<number>) =>
        Effect.gen(function* () {
          const removed = yield* sql<{ key: string }>`
            DELETE FROM community_attachments
             WHERE community_reply_id = ${replyId} ${attachmentIds.length === 0 ? sql`` : sql`AND id NOT IN ${sql.in(attachmentIds)}`}
             RETURNING key`
          const bound =
            attachmentIds.length === 0
              ? []
              : yield* sql`
                  UPDATE community_attachments SET community_reply_id = ${replyId}
                   WHERE id IN ${sql.in(attachmentIds)} AND user_id = ${userId}
                     AND community_post_id IS NULL AND (community_reply_id IS NULL OR community_reply_id = ${replyId})
                   RETURNING id`
          return { count: bound.length, removedPhotos: removed.map((photo) => photo.key) }
        }).pipe(Effect.orDie),

      edit: (id: number, text: string, at: Date) =>
        sql`UPDATE community_replies SET text = ${text}, edited_at = ${at} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      /**
       * Marks the reply deleted, its text blanked and its photos gone; it leaves the counts of its
       * post and of the reply it answers, never below 0. Answers the keys of its photos, to be
       * removed from the store.
       */
      remove: (reply: ReplyFacts, at: Date) =>
        Effect.gen(function* () {
          yield* sql`UPDATE community_replies SET deleted_at = ${at}, text = '' WHERE id = ${reply.id}`
          yield* sql`UPDATE community_posts SET reply_count = greatest(reply_count - 1, 0) WHERE id = ${reply.community_post_id}`
          if (reply.reply_to_community_reply_id !== null) {
            yield* sql`UPDATE community_replies SET reply_count = greatest(reply_count - 1, 0) WHERE id = ${reply.reply_to_community_reply_id}`
          }
          const photos = yield* sql<{ key: string }>`DELETE FROM community_attachments WHERE community_reply_id = ${reply.id} RETURNING key`
          return photos.map((photo) => photo.key)
        }).pipe(Effect.orDie),

      /** Sets or clears the person's upvote or flag of the reply; answers whether that changed anything. */
      react: (reaction: Reaction, id: number, userId: number, on: boolean) => {
        const { table, count } = REACTIONS[reaction]
        const changed = on
          ? sql`INSERT INTO ${sql.literal(table)} (community_reply_id, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1`
          : sql`DELETE FROM ${sql.literal(table)} WHERE community_reply_id = ${id} AND user_id = ${userId} RETURNING 1`
        return sql<{ id: number }>`
          WITH changed AS (${changed})
          UPDATE community_replies SET ${sql.literal(count)} = greatest(${sql.literal(count)} ${sql.literal(on ? "+" : "-")} 1, 0)
           WHERE id = ${id} AND EXISTS (SELECT 1 FROM changed)
           RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )
      },

      /** Sets the moderators' flag of the reply; answers whether that changed anything. */
      systemFlag: (id: number, flagged: boolean) =>
        sql`UPDATE community_replies SET is_system_flagged = ${flagged} WHERE id = ${id} AND is_system_flagged <> ${flagged} RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )
    }
  })
}) {}
