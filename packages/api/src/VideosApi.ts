import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AuctionNotFound, RateLimited } from "./ApiErrors.ts"
import { Authentication } from "./Authentication.ts"
import { SubmissionNotEditable, SubmissionNotFound } from "./SubmissionErrors.ts"
import {
  VideoHostUnavailable,
  VideoNotAllowed,
  VideoNotFound,
  VideoObjectUnsupported,
  VideoTooLarge,
  VideoUploadInvalid
} from "./VideoErrors.ts"
import { Id, IdFromString } from "./Id.ts"

/**
 * Asks for a one-time upload URL for one video (spec 2 §7 'POST auth/video-token'). `upload_size`
 * is the file's size in bytes, `name` its name or title, and `object_type` with `object_id` what
 * the video is for: an auction, whose seller may add videos to it, or a submission, whose seller
 * adds them to its media section (staff may add to either). The host records the upload
 * in the signed-in user's name: `creator`, when sent, must be that user's id.
 */
export const VideoTokenRequest = Schema.Struct({
  upload_size: Schema.Number,
  creator: Schema.optional(Schema.Union(Schema.Int, Schema.String)),
  name: Schema.String,
  object_id: Id,
  object_type: Schema.String
})

/**
 * Where the browser sends the video: tus PATCH requests to `upload_url`, each carrying at most
 * `chunk_size` bytes (the last one fewer), until `expires_at`. `video_id` is the video to ask
 * about with GET videos/{id} once the upload is done.
 */
export const VideoToken = Schema.Struct({
  video_id: Schema.Int,
  upload_url: Schema.String,
  expires_at: Schema.String,
  chunk_size: Schema.Int
})
export type VideoToken = typeof VideoToken.Type

/**
 * A hosted video (spec 3 §3). `is_newly_uploaded`: the host has all the bytes and is still
 * processing them, so the player waits; `is_processed`: ready to play. The urls and the duration
 * (seconds) are null until the host knows them.
 */
export const HostedVideo = Schema.Struct({
  id: Schema.Int,
  embed_url: Schema.NullOr(Schema.String),
  thumbnail_url: Schema.NullOr(Schema.String),
  is_processed: Schema.Boolean,
  is_newly_uploaded: Schema.Boolean,
  meta: Schema.Struct({
    cloudflare_id: Schema.String,
    duration: Schema.NullOr(Schema.Number)
  })
})
export type HostedVideo = typeof HostedVideo.Type

export const VideoIdPath = Schema.Struct({ video_id: IdFromString })

export class VideosApi extends HttpApiGroup.make("videos")
  .add(
    HttpApiEndpoint.post("videoToken", "/v1/auth/video-token")
      .setPayload(VideoTokenRequest)
      .addSuccess(VideoToken, { status: 201 })
      .addError(VideoTooLarge)
      .addError(VideoUploadInvalid)
      .addError(VideoObjectUnsupported)
      .addError(VideoNotAllowed)
      .addError(AuctionNotFound)
      .addError(SubmissionNotFound)
      .addError(SubmissionNotEditable)
      .addError(RateLimited)
      .addError(VideoHostUnavailable)
      .middleware(Authentication)
  )
  .add(
    /** The uploader's own videos (and, for staff, anyone's) until videos are shown on listings. */
    HttpApiEndpoint.get("video", "/v1/videos/:video_id")
      .setPath(VideoIdPath)
      .addSuccess(HostedVideo)
      .addError(VideoNotFound)
      .middleware(Authentication)
  ) {}
