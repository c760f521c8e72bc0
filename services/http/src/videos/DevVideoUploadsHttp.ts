import { HttpServerResponse } from "@effect/platform"
import { RedlineApi, VideoUploadNotFound, VideoUploadOffsetMismatch, VideoUploadRejected } from "@redline/api"
import { parseWholeNumber } from "@redline/domain"
import { Effect, Layer, Option, Schema, Stream } from "effect"
import { LocalVideoUploads } from "./LocalVideoUploads.ts"
import { apiGroup } from "../ReadLanes.ts"

const TUS_VERSION = "1.0.0"

/** Every tus answer names the protocol version, and none may be cached (tus 1.0.0). */
const TUS_HEADERS = { "tus-resumable": TUS_VERSION, "cache-control": "no-store" }

const refusal = <A, I>(schema: Schema.Schema<A, I>, error: A, status: number, headers: Record<string, string> = {}) =>
  HttpServerResponse.unsafeJson(Schema.encodeSync(schema)(error), { status, headers: { ...TUS_HEADERS, ...headers } })

const notFound = () => refusal(VideoUploadNotFound, VideoUploadNotFound.default(), 404)
const rejected = (status: number, message: string, headers?: Record<string, string>) =>
  refusal(VideoUploadRejected, VideoUploadRejected.of(message), status, headers)
const notAVideo = () =>
  HttpServerResponse.unsafeJson(Schema.encodeSync(VideoUploadRejected)(VideoUploadRejected.of("This upload is not a video.")), {
    status: 415,
    headers: { "cache-control": "no-store" }
  })
const offsetMismatch = (offset: number) => refusal(VideoUploadOffsetMismatch, VideoUploadOffsetMismatch.at(offset), 409)

/**
 * The local video host's tus endpoints (HEAD and PATCH of the core protocol) and the watch URL of
 * its finished videos, served only once their bytes show a video (MP4, QuickTime, WebM, Matroska). Answers are written here rather than by the contract's encoder, so each
 * carries the tus headers and the status tus prescribes.
 */
export const DevVideoUploadsHttpLive = apiGroup(RedlineApi, "devVideoUploads", (handlers) =>
  Effect.gen(function* () {
    const uploads = yield* LocalVideoUploads

    return handlers
      .handle("uploadOffset", ({ path }) =>
        Effect.map(
          uploads.byToken(path.token),
          Option.match({
            onNone: notFound,
            onSome: (upload) =>
              HttpServerResponse.empty({
                status: 200,
                headers: { ...TUS_HEADERS, "upload-offset": String(upload.offset), "upload-length": String(upload.length) }
              })
          })
        )
      )
      .handle("uploadChunk", ({ path, request }) =>
        Effect.gen(function* () {
          if (request.headers["tus-resumable"] !== TUS_VERSION) {
            return rejected(412, `Only tus ${TUS_VERSION} is spoken here.`, { "tus-version": TUS_VERSION })
          }
          const contentType = (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase()
          if (contentType !== "application/offset+octet-stream") {
            return rejected(415, "A tus PATCH carries its bytes as application/offset+octet-stream.")
          }
          const offset = parseWholeNumber(request.headers["upload-offset"])
          if (offset === undefined) return rejected(400, "A tus PATCH names its Upload-Offset, a whole number of bytes.")

          // Refused before the body is read where the headers already tell.
          const found = yield* uploads.byToken(path.token)
          if (Option.isNone(found)) return notFound()
          if (offset !== found.value.offset) return offsetMismatch(found.value.offset)
          const declared = parseWholeNumber(request.headers["content-length"])
          const beyond = () => rejected(413, `The upload is ${found.value.length} bytes long; these bytes go beyond it.`)
          if (declared !== undefined && offset + declared > found.value.length) return beyond()

          const body = yield* Effect.either(request.arrayBuffer)
          if (body._tag === "Left") return rejected(400, "The upload's bytes could not be read.")
          const outcome = yield* uploads.append(path.token, offset, new Uint8Array(body.right))
          switch (outcome._tag) {
            case "Appended":
              return HttpServerResponse.empty({ status: 204, headers: { ...TUS_HEADERS, "upload-offset": String(outcome.offset) } })
            case "NotFound":
              return notFound()
            case "OffsetMismatch":
              return offsetMismatch(outcome.offset)
            case "BeyondLength":
              return beyond()
          }
        })
      )
      .handle("watch", ({ path }) =>
        Effect.gen(function* () {
          const found = yield* uploads.byUid(path.uid)
          const keys = yield* uploads.chunks(path.uid)
          if (Option.isNone(found) || Option.isNone(keys)) return yield* VideoUploadNotFound.default()
          // Served as what its bytes are, never as its name says: a page or an SVG uploaded as a
          // video would otherwise come back from the site's own origin, ready to run.
          const mediaType = yield* uploads.mediaType(keys.value)
          if (mediaType === null) return notAVideo()
          const body = Stream.fromIterable(keys.value).pipe(Stream.mapEffect(uploads.chunk))
          return HttpServerResponse.stream(body, {
            contentType: mediaType,
            contentLength: found.value.length,
            // A finished upload never changes; browsers must not guess another type for it.
            headers: { "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" }
          })
        })
      )
  })
).pipe(Layer.provide(LocalVideoUploads.Default))
