import { HttpServerResponse } from "@effect/platform"
import { ImageNotFound, RedlineApi } from "@redline/api"
import { imageQualityFor, imageWidthFor } from "@redline/domain"
import { Effect, Layer, Option } from "effect"
import { ImageVariants } from "./ImageVariants.ts"
import { apiGroup } from "../ReadLanes.ts"

// Variants are named by their content's key, so they never change.
const IMMUTABLE = "public, max-age=31536000, immutable"

const requested = (raw: string | undefined) => (raw === undefined ? Number.NaN : Number(raw))

export const ImagesHttpLive = apiGroup(RedlineApi, "images", (handlers) =>
  Effect.gen(function* () {
    const variants = yield* ImageVariants
    return handlers.handle("image", ({ path, urlParams }) =>
      variants
        .jpeg({
          key: `${path.folder}/${path.name}`,
          width: imageWidthFor(requested(urlParams.w)),
          quality: imageQualityFor(requested(urlParams.q))
        })
        .pipe(
          Effect.flatMap(
            Option.match({
              onNone: () => Effect.fail(ImageNotFound.default()),
              onSome: (body) =>
                Effect.succeed(
                  HttpServerResponse.uint8Array(body, {
                    contentType: "image/jpeg",
                    headers: { "cache-control": IMMUTABLE }
                  })
                )
            })
          )
        )
    )
  })
).pipe(Layer.provide(ImageVariants.Default))
