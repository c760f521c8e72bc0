import { IMAGE_QUALITIES, IMAGE_WIDTHS } from "@redline/domain"
import { ObjectStore } from "@redline/infra"
import { Effect, Option } from "effect"
import sharp from "sharp"

export interface ImageVariant {
  readonly key: string
  readonly width: number
  readonly quality: number
}

/** Where the resized copy of a photo is kept, beside the original. */
const variantKey = (variant: ImageVariant) => `variants/w${variant.width}-q${variant.quality}/${variant.key}`

/**
 * Removes a stored photo and every resized copy of it, so the image endpoint no longer serves it.
 * A store that fails is logged; what it kept stays.
 */
export const removePhoto = (key: string): Effect.Effect<void, never, ObjectStore> =>
  Effect.flatMap(ObjectStore, (store) =>
    Effect.forEach(
      [key, ...IMAGE_WIDTHS.flatMap((width) => IMAGE_QUALITIES.map((quality) => variantKey({ key, width, quality })))],
      (stored) => store.delete(stored).pipe(Effect.ignoreLogged),
      { concurrency: 8, discard: true }
    )
  )

/**
 * Resized copies of stored photos. A variant is made once with sharp and kept
 * in the object store beside the original, so every gateway serves it after
 * the first request; an original sharp can't read has none. A store that fails is a defect.
 */
export class ImageVariants extends Effect.Service<ImageVariants>()("@redline/http/ImageVariants", {
  effect: Effect.gen(function* () {
    const store = yield* ObjectStore

    const resize = (original: Uint8Array, variant: ImageVariant) =>
      Effect.tryPromise(() =>
        sharp(original)
          .rotate()
          .resize({ width: variant.width, withoutEnlargement: true })
          .jpeg({ quality: variant.quality, mozjpeg: true, progressive: true })
          .toBuffer()
      ).pipe(Effect.map((buffer) => new Uint8Array(buffer)))

    return {
      jpeg: (variant: ImageVariant): Effect.Effect<Option.Option<Uint8Array>> =>
        Effect.gen(function* () {
          const cacheKey = variantKey(variant)
          const cached = yield* store.get(cacheKey)
          if (Option.isSome(cached)) return Option.some(cached.value.body)
          const original = yield* store.get(variant.key)
          if (Option.isNone(original)) return Option.none()
          // Only what sharp decodes and writes anew as a JPEG is served: stored bytes never go out as they came in.
          const resized = yield* resize(original.value.body, variant).pipe(
            Effect.tapError((cause) => Effect.logWarning(`The photo ${variant.key} is not an image sharp reads`, cause)),
            Effect.option
          )
          if (Option.isSome(resized)) yield* store.put(cacheKey, resized.value, "image/jpeg")
          return resized
        }).pipe(Effect.orDie)
    }
  })
}) {}
