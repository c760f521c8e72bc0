import { PhotoTooLarge, UnsupportedFileFormat, UploadMissing, UploadNotYours } from "@redline/api"
import { isOwnUpload, PROFILE_PHOTO_MAX_BYTES, profilePhotoProblem } from "@redline/domain"
import { ObjectStore } from "@redline/infra"
import { Effect, Option } from "effect"
import sharp from "sharp"

// The stored copy is a plain JPEG no wider than the largest image width served, so every browser
// shows it (HEIC included) and the image endpoint never decodes a camera original again.
const STORED_SIDE = 2080

/**
 * Checks an upload the user put in their folder and keeps a JPEG copy of it under photos/, the
 * folder the image endpoint serves. Answers the copy's key. The checks read the content, never
 * the name or the type the browser claimed: the size first, then the decoder's format and
 * dimensions, and only then is the image decoded. The upload itself is removed either way: kept
 * or refused, it has served its purpose.
 */
export const profilePhotoFromUpload = (userId: number, key: string) =>
  Effect.gen(function* () {
    if (!isOwnUpload(key, userId)) return yield* Effect.fail(UploadNotYours.default())
    const store = yield* ObjectStore
    return yield* copyOfUpload(userId, key).pipe(Effect.ensuring(store.delete(key).pipe(Effect.ignoreLogged)))
  })

/** The photo copy of a user's own upload, or the refusal of it. */
const copyOfUpload = (userId: number, key: string) =>
  Effect.gen(function* () {
    const store = yield* ObjectStore
    const size = yield* store.size(key).pipe(Effect.orDie)
    if (Option.isNone(size)) return yield* Effect.fail(UploadMissing.default())
    if (size.value > PROFILE_PHOTO_MAX_BYTES) return yield* Effect.fail(PhotoTooLarge.default())
    const upload = yield* store.get(key).pipe(Effect.orDie)
    if (Option.isNone(upload)) return yield* Effect.fail(UploadMissing.default())
    const body = upload.value.body
    const metadata = yield* Effect.tryPromise(() => sharp(body).metadata()).pipe(Effect.option)
    const problem = profilePhotoProblem({
      format: Option.getOrUndefined(metadata)?.format,
      width: Option.getOrUndefined(metadata)?.width,
      height: Option.getOrUndefined(metadata)?.height,
      bytes: body.byteLength
    })
    if (problem === "unsupported") return yield* Effect.fail(UnsupportedFileFormat.default())
    if (problem === "too_large") return yield* Effect.fail(PhotoTooLarge.default())
    const jpeg = yield* Effect.tryPromise(() =>
      sharp(body)
        .rotate()
        .resize({ width: STORED_SIDE, height: STORED_SIDE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer()
    ).pipe(Effect.mapError(() => UnsupportedFileFormat.default()))
    const path = `${photoPrefixOf(userId)}${crypto.randomUUID()}.jpg`
    yield* store.put(path, new Uint8Array(jpeg), "image/jpeg").pipe(Effect.orDie)
    return path
  })

/** The start of every photo copy made for the user; seeded photos never have it. */
export const photoPrefixOf = (userId: number) => `photos/user-${userId}-`
