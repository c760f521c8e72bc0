import { PhotoTooLarge, UnsupportedFileFormat, UploadMissing, UploadNotYours } from "@redline/api"
import { isOwnUpload, PROFILE_PHOTO_MAX_BYTES, profilePhotoProblem } from "@redline/domain"
import { ObjectStore } from "@redline/infra"
import { Data, Effect, Option } from "effect"
import sharp from "sharp"

// The stored copy is a plain JPEG no wider than the largest image width served, so every browser
// shows it (HEIC included) and the image endpoint never decodes a camera original again.
const STORED_SIDE = 2080

/** Why an upload makes no photo: it is another user's, gone, too large, or not an image we read. */
export class PhotoRefused extends Data.TaggedError("PhotoRefused")<{
  readonly reason: "not_yours" | "missing" | "too_large" | "unsupported"
}> {}

/** The API's refusal of an upload: the profile photo's and a comment attachment's alike. */
export const photoRefusal = ({ reason }: PhotoRefused) => {
  switch (reason) {
    case "not_yours":
      return UploadNotYours.default()
    case "missing":
      return UploadMissing.default()
    case "too_large":
      return PhotoTooLarge.default()
    case "unsupported":
      return UnsupportedFileFormat.default()
  }
}

/** A photo kept from an upload: its key under photos/ and its size as stored. */
export interface KeptPhoto {
  readonly key: string
  readonly width: number
  readonly height: number
}

/**
 * Checks an upload the user put in their folder (a profile photo, a comment's attachment) and
 * keeps a JPEG copy of it under photos/, the folder the image endpoint serves. The checks read the content, never
 * the name or the type the browser claimed: the size first, then the decoder's format and
 * dimensions, and only then is the image decoded. The upload itself is removed either way: kept
 * or refused, it has served its purpose. A store that fails is a defect.
 */
export const photoFromUpload = (userId: number, key: string): Effect.Effect<KeptPhoto, PhotoRefused, ObjectStore> =>
  Effect.gen(function* () {
    if (!isOwnUpload(key, userId)) return yield* new PhotoRefused({ reason: "not_yours" })
    const store = yield* ObjectStore
    return yield* copyOfUpload(userId, key).pipe(Effect.ensuring(store.delete(key).pipe(Effect.ignoreLogged)))
  })

/** The photo copy of a user's own upload, or the refusal of it. */
const copyOfUpload = (userId: number, key: string) =>
  Effect.gen(function* () {
    const store = yield* ObjectStore
    const size = yield* store.size(key).pipe(Effect.orDie)
    if (Option.isNone(size)) return yield* new PhotoRefused({ reason: "missing" })
    if (size.value > PROFILE_PHOTO_MAX_BYTES) return yield* new PhotoRefused({ reason: "too_large" })
    const upload = yield* store.get(key).pipe(Effect.orDie)
    if (Option.isNone(upload)) return yield* new PhotoRefused({ reason: "missing" })
    const body = upload.value.body
    const metadata = yield* Effect.tryPromise(() => sharp(body).metadata()).pipe(Effect.option)
    const problem = profilePhotoProblem({
      format: Option.getOrUndefined(metadata)?.format,
      width: Option.getOrUndefined(metadata)?.width,
      height: Option.getOrUndefined(metadata)?.height,
      bytes: body.byteLength
    })
    if (problem !== null) return yield* new PhotoRefused({ reason: problem })
    const jpeg = yield* Effect.tryPromise(() =>
      sharp(body)
        .rotate()
        .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer({ resolveWithObject: true })
    ).pipe(Effect.mapError(() => new PhotoRefused({ reason: "unsupported" })))
    const copy = `${photoPrefixOf(userId)}${crypto.randomUUID()}.jpg`
    yield* store.put(copy, new Uint8Array(jpeg.data), "image/jpeg").pipe(Effect.orDie)
    return { key: copy, width: jpeg.info.width, height: jpeg.info.height }
  })

/** The start of every photo copy made for the user; seeded photos never have it. */
export const photoPrefixOf = (userId: number) => `photos/user-${userId}-`
