import { Config, ConfigError, Duration, Effect, Either, Option, Redacted, Schema } from "effect"
import { type DirectUpload, type HostedVideoState, type UploadRequest, VideoHostFailure, type VideoHostShape } from "./VideoHost.ts"

export const CLOUDFLARE_API_URL = "https://api.cloudflare.com/client/v4"

/**
 * Cloudflare's recommended tus chunk: 50 MiB, a multiple of 256 KiB between its minimum of 5 MiB
 * and its maximum of 200 MiB.
 */
export const CLOUDFLARE_CHUNK_SIZE = 52_428_800

const REQUEST_TIMEOUT = Duration.seconds(10)

export interface CloudflareStreamSettings {
  /** The API's base URL: Cloudflare's unless a test stands in for it. */
  readonly apiUrl: string
  readonly accountId: string
  readonly token: Redacted.Redacted
}

const nonEmpty = (name: string) =>
  Config.option(Config.redacted(name)).pipe(Config.map(Option.filter((value) => Redacted.value(value).trim() !== "")))

/**
 * Cloudflare Stream when CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_STREAM_TOKEN are both set (at
 * CLOUDFLARE_API_URL, Cloudflare's API unless told), none when both are unset; one without the
 * other is a configuration mistake, said at start-up rather than at the first upload.
 */
export const cloudflareStreamSettings: Config.Config<Option.Option<CloudflareStreamSettings>> = Config.all({
  accountId: nonEmpty("CLOUDFLARE_ACCOUNT_ID"),
  token: nonEmpty("CLOUDFLARE_STREAM_TOKEN"),
  apiUrl: Config.string("CLOUDFLARE_API_URL").pipe(Config.withDefault(CLOUDFLARE_API_URL))
}).pipe(
  Config.mapOrFail(({ accountId, token, apiUrl }) => {
    if (Option.isNone(accountId) && Option.isNone(token)) return Either.right(Option.none())
    if (Option.isSome(accountId) && Option.isSome(token)) {
      return Either.right(Option.some({ apiUrl, accountId: Redacted.value(accountId.value).trim(), token: token.value }))
    }
    return Either.left(ConfigError.InvalidData([], "CLOUDFLARE_ACCOUNT_ID and CLOUDFLARE_STREAM_TOKEN are set together, or neither"))
  })
)

/**
 * Where browsers reach Cloudflare Stream: the one-time tus upload URLs of direct creator uploads,
 * and the players and thumbnails on the account's customer subdomain (or the shared iframe host).
 */
export const CLOUDFLARE_BROWSER_ORIGINS = {
  uploads: ["https://upload.videodelivery.net"],
  players: ["https://iframe.videodelivery.net", "https://*.cloudflarestream.com"],
  images: ["https://videodelivery.net", "https://*.cloudflarestream.com"]
} as const

/** Cloudflare's answers come in one envelope; a refusal lists its errors. */
const Refusal = Schema.Struct({
  errors: Schema.Array(Schema.Struct({ code: Schema.optional(Schema.Number), message: Schema.String }))
})

const VideoDetails = Schema.Struct({
  success: Schema.Literal(true),
  result: Schema.Struct({
    uid: Schema.String,
    readyToStream: Schema.Boolean,
    status: Schema.optional(Schema.Struct({ state: Schema.String })),
    /** Seconds; -1 until known. */
    duration: Schema.optional(Schema.Number),
    thumbnail: Schema.optional(Schema.String),
    preview: Schema.optional(Schema.String)
  })
})

const base64 = (text: string) => Buffer.from(text, "utf8").toString("base64")

/** RFC 3339 in UTC, to the second, as Cloudflare's examples write it. */
const rfc3339 = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, "Z")

/**
 * tus metadata: comma-separated `key base64(value)` pairs. Cloudflare applies the same
 * constraints as to a basic direct creator upload: the longest video it takes and when the
 * one-time URL stops taking bytes.
 */
const uploadMetadata = (request: UploadRequest) =>
  [
    `name ${base64(request.name)}`,
    `maxDurationSeconds ${base64(String(request.maxDurationSeconds))}`,
    `expiry ${base64(rfc3339(request.expiresAt))}`
  ].join(",")

/** States in which Cloudflare has all of the video's bytes. */
const RECEIVED_STATES = new Set(["downloading", "queued", "inprogress", "ready"])

/** The player page of a video (`…/{uid}/watch`) has its embeddable twin at `…/{uid}/iframe`. */
const embedUrlOf = (preview: string | undefined) => (preview?.endsWith("/watch") ? `${preview.slice(0, -"/watch".length)}/iframe` : null)

const stateOf = (details: typeof VideoDetails.Type): HostedVideoState => {
  const { result } = details
  return {
    uploaded: result.readyToStream || (result.status !== undefined && RECEIVED_STATES.has(result.status.state)),
    ready: result.readyToStream,
    durationSeconds: result.duration !== undefined && result.duration >= 0 ? result.duration : null,
    thumbnailUrl: result.thumbnail ?? null,
    embedUrl: embedUrlOf(result.preview)
  }
}

/**
 * Cloudflare Stream: a direct creator upload over tus (`POST /accounts/{account}/stream?direct_user=true`,
 * answered 201 with the one-time upload URL in `Location` and the video's uid in `stream-media-id`),
 * and a video's state (`GET /accounts/{account}/stream/{uid}`). Every failure, of the network or
 * of Cloudflare, is a VideoHostFailure saying what happened, for the log.
 */
export const makeCloudflareStream = (settings: CloudflareStreamSettings): VideoHostShape => {
  const account = `${settings.apiUrl.replace(/\/+$/, "")}/accounts/${encodeURIComponent(settings.accountId)}`
  const authorization = () => `Bearer ${Redacted.value(settings.token)}`

  const send = (url: string, init: RequestInit) =>
    Effect.tryPromise({
      try: (signal) => fetch(url, { ...init, signal }),
      catch: (cause) => new VideoHostFailure({ reason: `Cloudflare Stream could not be reached: ${String(cause)}` })
    }).pipe(
      Effect.timeoutFail({
        duration: REQUEST_TIMEOUT,
        onTimeout: () => new VideoHostFailure({ reason: `Cloudflare Stream did not answer within ${Duration.format(REQUEST_TIMEOUT)}` })
      })
    )

  const bodyOf = (response: Response) => Effect.promise(() => response.text().catch(() => ""))

  /** What Cloudflare said when it refused, for the log. */
  const refused = (what: string, response: Response) =>
    Effect.flatMap(bodyOf(response), (body) => {
      let said = body.slice(0, 200)
      try {
        said = Schema.decodeUnknownSync(Refusal)(JSON.parse(body))
          .errors.map((error) => `${error.code ?? "?"} ${error.message}`)
          .join("; ")
      } catch {
        // not Cloudflare's envelope: the start of the body says enough
      }
      return Effect.fail(new VideoHostFailure({ reason: `Cloudflare Stream refused ${what} (${response.status}): ${said}` }))
    })

  const createUpload = (request: UploadRequest): Effect.Effect<DirectUpload, VideoHostFailure> =>
    Effect.gen(function* () {
      const url = `${account}/stream?direct_user=true`
      const response = yield* send(url, {
        method: "POST",
        headers: {
          authorization: authorization(),
          "tus-resumable": "1.0.0",
          "upload-length": String(request.size),
          "upload-creator": request.creator,
          "upload-metadata": uploadMetadata(request)
        }
      })
      if (response.status !== 201) return yield* refused("the upload", response)
      yield* bodyOf(response)
      const location = response.headers.get("location")
      const uid = response.headers.get("stream-media-id")
      if (location === null || uid === null || !/^[0-9a-f]{32}$/.test(uid)) {
        return yield* new VideoHostFailure({ reason: "Cloudflare Stream created an upload without a Location or stream-media-id header" })
      }
      return { uid, uploadUrl: new URL(location, url).href, chunkSize: CLOUDFLARE_CHUNK_SIZE }
    })

  const video = (uid: string): Effect.Effect<HostedVideoState, VideoHostFailure> =>
    Effect.gen(function* () {
      const response = yield* send(`${account}/stream/${encodeURIComponent(uid)}`, { headers: { authorization: authorization() } })
      if (response.status !== 200) return yield* refused(`the video ${uid}`, response)
      const body = yield* bodyOf(response)
      const details = yield* Effect.try({
        try: () => Schema.decodeUnknownSync(VideoDetails)(JSON.parse(body)),
        catch: () => new VideoHostFailure({ reason: `Cloudflare Stream answered about the video ${uid} in a form we can't read` })
      })
      return stateOf(details)
    })

  return { createUpload, video }
}
