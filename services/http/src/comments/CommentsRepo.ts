import { SqlClient, type Statement } from "@effect/sql"
import type { Comment, CommentAttachment } from "@redline/api"
import { type Reaction, THREAD_JUMP_MAX, type ThreadEntry, type ThreadEntryType, type ThreadFilter } from "@redline/domain"
import { Effect, Option } from "effect"
import { IMAGE_BASE_URL, profilePhotoOf } from "../auctions/AuctionRows.ts"
import { transactionOf } from "../Transaction.ts"

/** A page of a thread: `limit` entries after `afterId`, or every entry through `toId` (`THREAD_JUMP_MAX` at most), in the filter's order. */
export interface ThreadPage {
  readonly filter: ThreadFilter
  readonly limit: number
  readonly afterId: number | null
  readonly toId: number | null
}

/** What deciding on a thread needs to know of its auction. */
export interface ThreadAuction {
  readonly id: number
  readonly status: number
  readonly seller_id: number
}

/** What a commenter is, for the cooldown and the timeout. */
export interface Commenter {
  readonly card_on_file: boolean
  readonly suspended: boolean
}

/** What deciding on a change needs to know of an entry (a comment or a bid), read locked until the transaction ends. */
export interface EntryFacts {
  readonly id: number
  readonly type: number
  readonly text: string
  readonly user_id: number
  readonly created_at: Date
  readonly author_is_staff: boolean
}

/** Where each reaction (the domain's `Reaction`) is kept per person, and its count on the entry. */
const REACTIONS = {
  upvote: { table: "comment_upvotes", count: "upvotes" },
  flag: { table: "comment_flags", count: "flags" }
} as const

interface EntryRow {
  readonly id: number
  readonly type: ThreadEntryType
  readonly username: string | null
  readonly photo_key: string | null
  readonly verified: boolean | null
  readonly is_admin: boolean | null
  readonly text: string
  readonly amount: number | null
  readonly created_at: Date
  readonly updated_at: Date
  readonly edited_at: Date | null
  readonly deleted_at: Date | null
  readonly upvotes: number
  readonly flags: number
  readonly system_flagged: boolean
  readonly is_seller: boolean
  readonly is_bidder: boolean
  readonly reply_id: number | null
  readonly reply_username: string | null
  readonly reply_text: string | null
  readonly attachments: ReadonlyArray<{ readonly id: number; readonly width: number; readonly height: number; readonly key: string }>
  readonly upvoted: boolean
  readonly flagged: boolean
}

export const attachmentOf = (attachment: {
  readonly id: number
  readonly width: number
  readonly height: number
  readonly key: string
}): CommentAttachment => ({
  id: attachment.id,
  width: attachment.width,
  height: attachment.height,
  base_url: IMAGE_BASE_URL,
  path: attachment.key
})

/** A deleted comment tells nothing of what it said: no text, no photos, no entry it answered. */
const entryOf = (row: EntryRow): ThreadEntry =>
  row.type === 1 && row.deleted_at !== null ? { ...shownEntryOf(row), text: "", reply_to: null, attachments: [] } : shownEntryOf(row)

const shownEntryOf = (row: EntryRow): ThreadEntry => ({
  id: row.id,
  type: row.type,
  user:
    row.username === null
      ? null
      : { username: row.username, photo: profilePhotoOf(row.photo_key), verified: row.verified ?? false, is_staff: row.is_admin ?? false },
  text: row.text,
  amount: row.amount,
  timestamp: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  edited_at: row.edited_at?.toISOString() ?? null,
  deleted_at: row.deleted_at?.toISOString() ?? null,
  upvotes: row.upvotes,
  flags: row.flags,
  system_flagged: row.system_flagged,
  is_seller: row.is_seller,
  is_bidder: row.is_bidder,
  reply_to:
    row.reply_id === null || row.reply_username === null
      ? null
      : { id: row.reply_id, username: row.reply_username, text: row.reply_text ?? "" },
  attachments: row.attachments.map(attachmentOf)
})

const commentOf = (row: EntryRow): Comment => ({ ...entryOf(row), upvoted: row.upvoted, flagged: row.flagged })

/** How much of the entry a reply quotes. */
const REPLY_QUOTE_LENGTH = 120

/**
 * The thread of each auction in `comments`: people's comments (type 1), and the bids (2) and
 * system entries (5) the engine writes in its commits. A deleted comment is marked, kept for staff
 * and no longer listed; a deleted bid was canceled from the staff desk and stays listed, marked. The auction's
 * comment count is kept on its thread's row (`auction_threads`) in the comment's transaction. A
 * database error is a defect.
 */
export class CommentsRepo extends Effect.Service<CommentsRepo>()("@redline/http/CommentsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    /** Listed: every bid and system entry, the comments not deleted. */
    const LISTED = sql`(c.type <> 1 OR c.deleted_at IS NULL)`

    const readerMark = (table: "comment_upvotes" | "comment_flags", readerId: number | null) =>
      readerId === null
        ? sql`false`
        : sql`EXISTS (SELECT 1 FROM ${sql.literal(table)} m WHERE m.comment_id = c.id AND m.user_id = ${readerId})`

    /** What a reply quotes of the entry `alias` it answers: the start of a comment, nothing of a bid or of a deleted comment. */
    const quoteOf = (alias: string) =>
      sql`CASE WHEN ${sql.literal(alias)}.type = 1 AND ${sql.literal(alias)}.deleted_at IS NULL THEN left(${sql.literal(alias)}.text, ${REPLY_QUOTE_LENGTH}) ELSE '' END`

    const entries = (readerId: number | null, where: Statement.Fragment, order: Statement.Fragment, limit: number | null) => sql<EntryRow>`
      SELECT c.id, c.type, u.username, u.photo_key, u.verified, u.is_admin, c.text, c.amount,
             c.created_at, c.updated_at, c.edited_at, c.deleted_at, c.upvotes, c.flags, c.system_flagged,
             c.type <> 5 AND c.user_id = a.seller_id AS is_seller,
             c.type <> 5 AND EXISTS (SELECT 1 FROM bids b WHERE b.auction_id = c.auction_id AND b.bidder_id = c.user_id) AS is_bidder,
             r.id AS reply_id, ru.username AS reply_username, ${quoteOf("r")} AS reply_text,
             COALESCE((SELECT json_agg(json_build_object('id', f.id, 'width', f.width, 'height', f.height, 'key', f.key) ORDER BY f.id)
                         FROM comment_attachments f WHERE f.comment_id = c.id), '[]') AS attachments,
             ${readerMark("comment_upvotes", readerId)} AS upvoted,
             ${readerMark("comment_flags", readerId)} AS flagged
        FROM comments c
        JOIN auctions a ON a.id = c.auction_id
        LEFT JOIN users u ON u.id = c.user_id AND c.type <> 5
        LEFT JOIN comments r ON r.id = c.reply_to
        LEFT JOIN users ru ON ru.id = r.user_id AND r.type <> 5
       WHERE ${where}
       ORDER BY ${order}
       ${limit === null ? sql`` : sql`LIMIT ${limit}`}`

    /** The entries the filter shows. */
    const inFilter = (auctionId: number, filter: ThreadFilter) =>
      sql.and([
        sql`c.auction_id = ${auctionId}`,
        LISTED,
        ...(filter === "3" ? [sql`c.type = 1 AND c.user_id = a.seller_id`] : filter === "4" ? [sql`c.type = 2`] : [])
      ])

    /** Most Upvoted orders by (upvotes, id), the others by id, newest first; `than` compares an entry with the one given. */
    const beyond = (auctionId: number, filter: ThreadFilter, than: "<" | ">=", id: number) =>
      filter === "2"
        ? sql`(c.upvotes, c.id) ${sql.literal(than)} (SELECT k.upvotes, k.id FROM comments k WHERE k.id = ${id} AND k.auction_id = ${auctionId})`
        : sql`c.id ${sql.literal(than)} ${id}`

    const orderOf = (filter: ThreadFilter) => (filter === "2" ? sql`c.upvotes DESC, c.id DESC` : sql`c.id DESC`)

    const firstOrNone = <A>(rows: ReadonlyArray<A>) => Option.fromNullable(rows[0])

    return {
      transaction: transactionOf(sql),

      /** The auction, or none. */
      auction: (id: number) =>
        sql<ThreadAuction>`SELECT id, status, seller_id FROM auctions WHERE id = ${id}`.pipe(Effect.map(firstOrNone), Effect.orDie),

      commenter: (userId: number) =>
        sql<Commenter>`SELECT card_on_file, suspended FROM users WHERE id = ${userId}`.pipe(
          Effect.map((rows) => rows[0]!),
          Effect.orDie
        ),

      /**
       * Whether a jump reads through the entry: the filter lists it, among its first
       * `THREAD_JUMP_MAX` entries (the entry is the last of those from the top through it).
       */
      reachable: (auctionId: number, filter: ThreadFilter, id: number) =>
        sql<{ reachable: boolean }>`
          SELECT COALESCE(bool_or(s.id = ${id}), false) AS reachable
            FROM (SELECT c.id FROM comments c JOIN auctions a ON a.id = c.auction_id
                   WHERE ${sql.and([inFilter(auctionId, filter), beyond(auctionId, filter, ">=", id)])}
                   ORDER BY ${orderOf(filter)}
                   LIMIT ${THREAD_JUMP_MAX}) s`.pipe(
          Effect.map((rows) => rows[0]?.reachable === true),
          Effect.orDie
        ),

      /** A page of the thread, in the filter's order, as `readerId` reads it. */
      list: (auctionId: number, page: ThreadPage, readerId: number | null) =>
        entries(
          readerId,
          sql.and([
            inFilter(auctionId, page.filter),
            ...(page.afterId === null ? [] : [beyond(auctionId, page.filter, "<", page.afterId)]),
            ...(page.toId === null ? [] : [beyond(auctionId, page.filter, ">=", page.toId)])
          ]),
          orderOf(page.filter),
          page.toId === null ? page.limit : THREAD_JUMP_MAX
        ).pipe(
          Effect.map((rows) => rows.map(commentOf)),
          Effect.orDie
        ),

      /** One entry as `readerId` reads it, listed or not. */
      one: (id: number, readerId: number | null) =>
        entries(readerId, sql`c.id = ${id}`, sql`c.id`, 1).pipe(
          Effect.map((rows) => commentOf(rows[0]!)),
          Effect.orDie
        ),

      /** A comment or bid of the auction not deleted, locked against changes made at the same time. */
      facts: (auctionId: number, id: number) =>
        sql<EntryFacts>`
          SELECT c.id, c.type, c.text, c.user_id, c.created_at, u.is_admin AS author_is_staff
            FROM comments c JOIN users u ON u.id = c.user_id
           WHERE c.id = ${id} AND c.auction_id = ${auctionId} AND c.type IN (1, 2) AND c.deleted_at IS NULL
             FOR UPDATE OF c`.pipe(Effect.map(firstOrNone), Effect.orDie),

      /** Whether a reply may answer the entry: a listed one of the same auction. */
      listed: (auctionId: number, id: number) =>
        sql`SELECT 1 FROM comments c WHERE c.id = ${id} AND c.auction_id = ${auctionId} AND ${LISTED}`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      /** Writes the comment and counts it; answers its id. */
      post: (auctionId: number, userId: number, text: string, replyTo: number | null, at: Date) =>
        Effect.gen(function* () {
          const [inserted] = yield* sql<{ id: number }>`
            INSERT INTO comments ${sql.insert({
              auction_id: auctionId,
              user_id: userId,
              type: 1,
              text,
              reply_to: replyTo,
              created_at: at,
              updated_at: at
            })} RETURNING id`
          yield* sql`
            INSERT INTO auction_threads (auction_id, seq, comment_count) VALUES (${auctionId}, 0, 1)
            ON CONFLICT (auction_id) DO UPDATE SET comment_count = auction_threads.comment_count + 1`
          return inserted!.id
        }).pipe(Effect.orDie),

      /** Binds the author's unused attachments to the comment; answers how many were. */
      attach: (commentId: number, userId: number, attachmentIds: ReadonlyArray<number>) =>
        attachmentIds.length === 0
          ? Effect.succeed(0)
          : sql`
              UPDATE comment_attachments SET comment_id = ${commentId}
               WHERE id IN ${sql.in(attachmentIds)} AND user_id = ${userId} AND comment_id IS NULL
               RETURNING id`.pipe(
              Effect.map((rows) => rows.length),
              Effect.orDie
            ),

      edit: (id: number, text: string, at: Date) =>
        sql`UPDATE comments SET text = ${text}, edited_at = ${at}, updated_at = ${at} WHERE id = ${id}`.pipe(Effect.asVoid, Effect.orDie),

      /** Marks the comment deleted, and it leaves the auction's count; answers the keys of its photos, to be removed from the store. */
      remove: (auctionId: number, id: number, at: Date) =>
        Effect.gen(function* () {
          yield* sql`UPDATE comments SET deleted_at = ${at}, updated_at = ${at} WHERE id = ${id}`
          yield* sql`UPDATE auction_threads SET comment_count = greatest(comment_count - 1, 0) WHERE auction_id = ${auctionId}`
          const photos = yield* sql<{ key: string }>`SELECT key FROM comment_attachments WHERE comment_id = ${id}`
          return photos.map((photo) => photo.key)
        }).pipe(Effect.orDie),

      /** What a reply to the entry quotes of it now. */
      quote: (id: number) =>
        sql<{ quote: string }>`SELECT ${quoteOf("c")} AS quote FROM comments c WHERE c.id = ${id}`.pipe(
          Effect.map((rows) => rows[0]!.quote),
          Effect.orDie
        ),

      /** Sets or clears the person's upvote or flag of the entry; answers whether that changed anything. */
      react: (reaction: Reaction, id: number, userId: number, on: boolean, at: Date) => {
        const { table, count } = REACTIONS[reaction]
        const changed = on
          ? sql`INSERT INTO ${sql.literal(table)} (comment_id, user_id) VALUES (${id}, ${userId}) ON CONFLICT DO NOTHING RETURNING 1`
          : sql`DELETE FROM ${sql.literal(table)} WHERE comment_id = ${id} AND user_id = ${userId} RETURNING 1`
        return sql<{ id: number }>`
          WITH changed AS (${changed})
          UPDATE comments SET ${sql.literal(count)} = greatest(${sql.literal(count)} ${sql.literal(on ? "+" : "-")} 1, 0), updated_at = ${at}
           WHERE id = ${id} AND EXISTS (SELECT 1 FROM changed)
           RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        )
      },

      /** Keeps the photo made from an upload for a comment to come; answers the attachment, or none when the upload made one already. */
      keepAttachment: (
        userId: number,
        uploadKey: string,
        photo: { readonly key: string; readonly width: number; readonly height: number }
      ) =>
        sql<{ id: number }>`
          INSERT INTO comment_attachments ${sql.insert({
            user_id: userId,
            upload_key: uploadKey,
            key: photo.key,
            width: photo.width,
            height: photo.height
          })}
          ON CONFLICT (upload_key) DO NOTHING
          RETURNING id`.pipe(
          Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), ({ id }) => attachmentOf({ id, ...photo }))),
          Effect.orDie
        )
    }
  })
}) {}
