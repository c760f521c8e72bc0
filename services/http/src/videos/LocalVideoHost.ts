import { isVideoProcessed, VIDEO_PROCESSING_DELAY_SECONDS } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { Effect, Option } from "effect"
import { AccountsConfig } from "../accounts/AccountsConfig.ts"
import { LocalVideoUploads } from "./LocalVideoUploads.ts"
import { VideoHostFailure, type VideoHostShape } from "./VideoHost.ts"

/** A chunk as large as the gateway takes an API request body (1 MiB), since the upload URLs are the API's own. */
export const LOCAL_VIDEO_CHUNK_SIZE = 1024 * 1024

export interface LocalVideoHostOptions {
  /** How long after its upload completed a video counts as processed: the spec's 4 seconds unless told. */
  readonly processingDelaySeconds: number
}

/**
 * The video host where no provider is configured: uploads go over tus to the API's own dev
 * upload URLs, the bytes to the object store, and a video counts as processed a few seconds after
 * its upload completed, as the provider's do, if its bytes show a video at all. It reads no
 * duration and makes no thumbnails.
 */
export const makeLocalVideoHost = (
  options: LocalVideoHostOptions = { processingDelaySeconds: VIDEO_PROCESSING_DELAY_SECONDS }
): Effect.Effect<VideoHostShape, never, LocalVideoUploads | AccountsConfig> =>
  Effect.gen(function* () {
    const uploads = yield* LocalVideoUploads
    const { publicUrl } = yield* AccountsConfig
    return {
      createUpload: (request) =>
        uploads.create(request).pipe(
          Effect.map(({ token, uid }) => ({
            uid,
            uploadUrl: `${publicUrl}/api/v1/dev/videos/uploads/${token}`,
            chunkSize: LOCAL_VIDEO_CHUNK_SIZE
          }))
        ),
      video: (uid) =>
        Effect.gen(function* () {
          const found = yield* uploads.byUid(uid)
          if (Option.isNone(found)) return yield* new VideoHostFailure({ reason: `The local video host has no video ${uid}` })
          const { completedAt } = found.value
          const uploaded = completedAt !== null
          // As a provider's transcoder does, a file that is no video never becomes ready to play.
          const chunks = yield* uploads.chunks(uid)
          const isVideo = Option.isSome(chunks) && (yield* uploads.mediaType(chunks.value)) !== null
          return {
            uploaded,
            ready: isVideo && isVideoProcessed(completedAt, yield* currentDate, options.processingDelaySeconds),
            durationSeconds: null,
            thumbnailUrl: null,
            embedUrl: uploaded && isVideo ? `${publicUrl}/api/v1/dev/videos/${uid}/watch` : null
          }
        })
    }
  })
