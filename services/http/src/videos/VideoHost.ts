import { AppConfig } from "@redline/infra"
import { Effect, Layer, Option, Schema } from "effect"
import { CLOUDFLARE_BROWSER_ORIGINS, cloudflareStreamSettings, makeCloudflareStream } from "./CloudflareStream.ts"
import { type LocalVideoHostOptions, makeLocalVideoHost } from "./LocalVideoHost.ts"
import { LocalVideoUploads } from "./LocalVideoUploads.ts"

/** A direct creator upload, as a tus upload creation asks for it. */
export interface UploadRequest {
  /** Bytes: tus `Upload-Length`. */
  readonly size: number
  /** Who uploads: tus `Upload-Creator`, our user id. */
  readonly creator: string
  /** The video's name, in `Upload-Metadata`. */
  readonly name: string
  readonly maxDurationSeconds: number
  /** When the one-time upload URL stops taking bytes. */
  readonly expiresAt: Date
}

/** Where the browser sends the bytes, and the host's id for the video. */
export interface DirectUpload {
  /** The host's id for the video (`stream-media-id`). */
  readonly uid: string
  /** The one-time tus upload URL (`Location`). */
  readonly uploadUrl: string
  /** The chunk size the host wants each PATCH to carry (the last one carries the rest). */
  readonly chunkSize: number
}

/** What the host says about a video now. */
export interface HostedVideoState {
  /** All bytes arrived. */
  readonly uploaded: boolean
  /** Processed and ready to play. */
  readonly ready: boolean
  readonly durationSeconds: number | null
  readonly thumbnailUrl: string | null
  readonly embedUrl: string | null
}

/** The host could not be reached, answered with an error, or answered what we can't read. */
export class VideoHostFailure extends Schema.TaggedError<VideoHostFailure>()("VideoHostFailure", {
  reason: Schema.String
}) {}

export interface VideoHostShape {
  readonly createUpload: (request: UploadRequest) => Effect.Effect<DirectUpload, VideoHostFailure>
  readonly video: (uid: string) => Effect.Effect<HostedVideoState, VideoHostFailure>
}

/** Where no host is configured and stand-ins don't serve: uploads are answered as unavailable. */
const noVideoHost: VideoHostShape = {
  createUpload: () =>
    Effect.fail(new VideoHostFailure({ reason: "No video host is configured (CLOUDFLARE_ACCOUNT_ID), and stand-ins don't serve here" })),
  video: (uid) => Effect.fail(new VideoHostFailure({ reason: `No video host is configured to ask about the video ${uid}` }))
}

/** The origins browsers reach the video host at: where they upload, where its players are framed from, where its thumbnails are. */
export interface VideoHostOrigins {
  readonly uploads: ReadonlyArray<string>
  readonly players: ReadonlyArray<string>
  readonly images: ReadonlyArray<string>
}

/** The video host's origins as `VideoHost.Default` chooses the host: Cloudflare's, the site's own for the local host, or none. */
export const videoHostOrigins = Effect.gen(function* () {
  const cloudflare = yield* cloudflareStreamSettings
  if (Option.isSome(cloudflare)) return CLOUDFLARE_BROWSER_ORIGINS as VideoHostOrigins
  const app = yield* AppConfig
  const site = new URL(app.publicUrl).origin
  const origins: VideoHostOrigins = app.standIns
    ? { uploads: [site], players: [site], images: [] }
    : { uploads: [], players: [], images: [] }
  return origins
})

/**
 * Where videos are uploaded to and played from: Cloudflare Stream when it is configured, else the
 * local video host where stand-ins serve (a loopback HOST, or STAND_INS=true: the embedded mode
 * and tests), else none. Both take direct creator uploads over tus, so the browser uploads the
 * same way to either.
 */
export class VideoHost extends Effect.Service<VideoHost>()("@redline/http/VideoHost", {
  effect: Effect.gen(function* () {
    const cloudflare = yield* cloudflareStreamSettings
    if (Option.isSome(cloudflare)) return makeCloudflareStream(cloudflare.value)
    return (yield* AppConfig).standIns ? yield* makeLocalVideoHost() : noVideoHost
  }),
  dependencies: [LocalVideoUploads.Default]
}) {
  /** The local video host whatever the environment says, processing videos after the delay a test chooses. */
  static readonly Test = (options?: LocalVideoHostOptions) =>
    Layer.effect(VideoHost, Effect.map(makeLocalVideoHost(options), VideoHost.make)).pipe(Layer.provide(LocalVideoUploads.Default))
}
