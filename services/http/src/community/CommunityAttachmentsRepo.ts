import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import type { AttachmentRow } from "./CommunityRows.ts"

/** What carries photos: a post or a reply. */
export interface AttachmentOwner {
  readonly column: "community_post_id" | "community_reply_id"
  readonly id: number
}

export const postOwner = (id: number): AttachmentOwner => ({ column: "community_post_id", id })
export const replyOwner = (id: number): AttachmentOwner => ({ column: "community_reply_id", id })

/** A photo with what carries it, if anything. */
export interface OwnedAttachment extends AttachmentRow {
  readonly community_post_id: number | null
  readonly community_reply_id: number | null
}

/**
 * The photos of posts and replies (`community_attachments`): each made from one upload of its
 * author's, free until a post or reply takes it. A database error is a defect.
 */
export class CommunityAttachmentsRepo extends Effect.Service<CommunityAttachmentsRepo>()("@redline/http/CommunityAttachmentsRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    return {
      /** Keeps the photo made from an upload; none when the upload made one already. */
      keep: (userId: number, uploadKey: string, photo: { readonly key: string; readonly width: number; readonly height: number }) =>
        sql<AttachmentRow>`
          INSERT INTO community_attachments ${sql.insert({
            user_id: userId,
            upload_key: uploadKey,
            key: photo.key,
            width: photo.width,
            height: photo.height
          })}
          ON CONFLICT (upload_key) DO NOTHING
          RETURNING id, key, width, height, is_system_flagged`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /**
       * Gives the owner the author's photos of `ids` that are free or already its own; answers how
       * many it then has of them (fewer than asked: one is another's, used elsewhere, or gone).
       */
      bind: (owner: AttachmentOwner, userId: number, ids: ReadonlyArray<number>) =>
        ids.length === 0
          ? Effect.succeed(0)
          : sql`
              UPDATE community_attachments SET ${sql(owner.column)} = ${owner.id}
               WHERE id IN ${sql.in(ids)} AND user_id = ${userId}
                 AND ((community_post_id IS NULL AND community_reply_id IS NULL) OR ${sql(owner.column)} = ${owner.id})
               RETURNING id`.pipe(
              Effect.map((rows) => rows.length),
              Effect.orDie
            ),

      /** Removes the owner's photos but those of `keep`; answers their keys, to leave the store once committed. */
      release: (owner: AttachmentOwner, keep: ReadonlyArray<number>) =>
        sql<{ key: string }>`
          DELETE FROM community_attachments
           WHERE ${sql(owner.column)} = ${owner.id} ${keep.length === 0 ? sql`` : sql`AND id NOT IN ${sql.in(keep)}`}
           RETURNING key`.pipe(
          Effect.map((rows) => rows.map((row) => row.key)),
          Effect.orDie
        ),

      /** The user's photos of `ids`, with what carries each. */
      ownOf: (userId: number, ids: ReadonlyArray<number>) =>
        ids.length === 0
          ? Effect.succeed([])
          : sql<OwnedAttachment>`
              SELECT id, key, width, height, is_system_flagged, community_post_id, community_reply_id
                FROM community_attachments WHERE id IN ${sql.in(ids)} AND user_id = ${userId}`.pipe(Effect.orDie),

      /**
       * Removes the user's photos of `ids` the owner carries (free ones, owner null), but those the
       * moderators flagged; answers their keys, to leave the store once committed.
       */
      removeOwn: (owner: AttachmentOwner | null, userId: number, ids: ReadonlyArray<number>) =>
        ids.length === 0
          ? Effect.succeed([])
          : sql<{ key: string }>`
              DELETE FROM community_attachments
               WHERE id IN ${sql.in(ids)} AND user_id = ${userId} AND NOT is_system_flagged AND ${
                 owner === null ? sql`community_post_id IS NULL AND community_reply_id IS NULL` : sql`${sql(owner.column)} = ${owner.id}`
               }
               RETURNING key`.pipe(
              Effect.map((rows) => rows.map((row) => row.key)),
              Effect.orDie
            ),

      /** The photo and what carries it; none when there is no such photo. */
      one: (id: number) =>
        sql<OwnedAttachment>`
          SELECT id, key, width, height, is_system_flagged, community_post_id, community_reply_id
            FROM community_attachments WHERE id = ${id}`.pipe(
          Effect.map((rows) => Option.fromNullable(rows[0])),
          Effect.orDie
        ),

      /** Sets or clears the system's flag of the owner's photo (of a free one, owner null); answers whether it is still there. */
      systemFlag: (id: number, owner: AttachmentOwner | null, flagged: boolean) =>
        sql`
          UPDATE community_attachments SET is_system_flagged = ${flagged}
           WHERE id = ${id} AND ${
             owner === null ? sql`community_post_id IS NULL AND community_reply_id IS NULL` : sql`${sql(owner.column)} = ${owner.id}`
           }
           RETURNING id`.pipe(
          Effect.map((rows) => rows.length > 0),
          Effect.orDie
        ),

      /** Where the photo stands among its owner's: the first is the default image. */
      position: (attachment: OwnedAttachment) => {
        const column = attachment.community_post_id !== null ? "community_post_id" : "community_reply_id"
        const owner = attachment.community_post_id ?? attachment.community_reply_id
        return owner === null
          ? Effect.succeed(0)
          : sql<{ position: number }>`
              SELECT count(*)::int AS position FROM community_attachments WHERE ${sql(column)} = ${owner} AND id < ${attachment.id}`.pipe(
              Effect.map((rows) => rows[0]!.position),
              Effect.orDie
            )
      }
    }
  })
}) {}
