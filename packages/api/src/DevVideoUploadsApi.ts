import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { DeveloperOnly } from "./DeveloperOnly.ts"
import { VideoUploadNotFound, VideoUploadOffsetMismatch, VideoUploadRejected } from "./VideoErrors.ts"
import { expected } from "./Expected.ts"

export const VideoUploadPath = Schema.Struct({
  token: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{16,128}$/), expected("an upload token"))
})
export const HostedVideoPath = Schema.Struct({ uid: Schema.String.pipe(Schema.pattern(/^[0-9a-f]{32}$/), expected("a video id")) })

/**
 * The local video host of the embedded mode and of tests, standing in for the hosted video
 * provider: the upload URLs of its video tokens speak tus 1.0.0 as the provider's do (HEAD for
 * the offset, PATCH with `Upload-Offset` and `Content-Type: application/offset+octet-stream`),
 * and a finished video plays from its watch URL. Uploads are created by the API itself when it
 * gives out a video token, never by a request here, so no one can store files through it. Like
 * every developer's page, for the server's own machine and staff only (`DeveloperOnly`).
 */
export class DevVideoUploadsApi extends HttpApiGroup.make("devVideoUploads")
  .add(
    HttpApiEndpoint.head("uploadOffset", "/v1/dev/videos/uploads/:token")
      .setPath(VideoUploadPath)
      .addSuccess(HttpApiSchema.Empty(200))
      .addError(VideoUploadNotFound)
  )
  .add(
    HttpApiEndpoint.patch("uploadChunk", "/v1/dev/videos/uploads/:token")
      .setPath(VideoUploadPath)
      .addSuccess(HttpApiSchema.NoContent)
      .addError(VideoUploadNotFound)
      .addError(VideoUploadOffsetMismatch)
      .addError(VideoUploadRejected)
      .addError(VideoUploadRejected, { status: 412 })
      .addError(VideoUploadRejected, { status: 413 })
      .addError(VideoUploadRejected, { status: 415 })
  )
  .add(
    HttpApiEndpoint.get("watch", "/v1/dev/videos/:uid/watch")
      .setPath(HostedVideoPath)
      .addSuccess(HttpApiSchema.Uint8Array({ contentType: "video/mp4" }))
      .addError(VideoUploadNotFound)
      .addError(VideoUploadRejected, { status: 415 })
  )
  .middleware(DeveloperOnly) {}
