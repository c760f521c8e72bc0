import { SqlClient } from "@effect/sql"
import type { HostedVideo } from "@redline/api"
import type { SubmissionStatus, VideoObjectType } from "@redline/domain"
import { Effect, Option } from "effect"
import type { HostedVideoState } from "./VideoHost.ts"

/** A video as recorded, with what the host last said about it. */
export interface VideoRecord {
  readonly id: number
  readonly host_uid: string
  readonly user_id: number
  readonly uploaded_at: Date | null
  readonly processed_at: Date | null
  readonly duration: number | null
  readonly embed_url: string | null
  readonly thumbnail_url: string | null
}

export interface NewVideo {
  readonly uid: string
  readonly userId: number
  readonly objectType: VideoObjectType
  readonly objectId: number
  readonly name: string
  readonly size: number
  readonly createdAt: Date
  readonly uploadExpiresAt: Date
}

/** The hosted video shape (spec 3 §3). Newly uploaded: the host has the bytes and is processing them. */
export const hostedVideoOf = (video: VideoRecord): HostedVideo => ({
  id: video.id,
  embed_url: video.embed_url,
  thumbnail_url: video.thumbnail_url,
  is_processed: video.processed_at !== null,
  is_newly_uploaded: video.uploaded_at !== null && video.processed_at === null,
  meta: { cloudflare_id: video.host_uid, duration: video.duration }
})

export class VideosRepo extends Effect.Service<VideosRepo>()("@redline/http/VideosRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const columns = sql`id, host_uid, user_id, uploaded_at, processed_at, duration, embed_url, thumbnail_url`

    return {
      /** The seller of the auction, none when there is no such auction. */
      /** The seller of a submission, whose videos go with its media section. */
      /** The submission's seller and status. */
      submission: (submissionId: number): Effect.Effect<Option.Option<{ readonly sellerId: number; readonly status: SubmissionStatus }>> =>
        Effect.map(
          sql<{ user_id: number; status: SubmissionStatus }>`SELECT user_id, status FROM submissions WHERE id = ${submissionId}`,
          ([submission]) => Option.map(Option.fromNullable(submission), (found) => ({ sellerId: found.user_id, status: found.status }))
        ).pipe(Effect.orDie),

      auctionSeller: (auctionId: number): Effect.Effect<Option.Option<number>> =>
        Effect.map(sql<{ seller_id: number }>`SELECT seller_id FROM auctions WHERE id = ${auctionId}`, ([auction]) =>
          Option.map(Option.fromNullable(auction), (found) => found.seller_id)
        ).pipe(Effect.orDie),

      record: (video: NewVideo): Effect.Effect<number> =>
        Effect.map(
          sql<{ id: number }>`INSERT INTO videos ${sql.insert({
            host_uid: video.uid,
            user_id: video.userId,
            object_type: video.objectType,
            object_id: video.objectId,
            name: video.name,
            size: video.size,
            created_at: video.createdAt,
            upload_expires_at: video.uploadExpiresAt
          })} RETURNING id`,
          ([row]) => row!.id
        ).pipe(Effect.orDie),

      find: (id: number): Effect.Effect<Option.Option<VideoRecord>> =>
        Effect.map(sql<VideoRecord>`SELECT ${columns} FROM videos WHERE id = ${id}`, ([row]) => Option.fromNullable(row)).pipe(
          Effect.orDie
        ),

      /** Keeps what the host says now; the time it was first seen uploaded, and processed, is `now`. */
      update: (video: VideoRecord, state: HostedVideoState, now: Date): Effect.Effect<VideoRecord> =>
        Effect.map(
          sql<VideoRecord>`
            UPDATE videos SET ${sql.update({
              uploaded_at: video.uploaded_at ?? (state.uploaded || state.ready ? now : null),
              processed_at: video.processed_at ?? (state.ready ? now : null),
              duration: state.durationSeconds,
              embed_url: state.embedUrl,
              thumbnail_url: state.thumbnailUrl
            })}
             WHERE id = ${video.id}
         RETURNING ${columns}`,
          ([row]) => row ?? video
        ).pipe(Effect.orDie)
    }
  })
}) {}
