import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { ImageNotFound } from "./ApiErrors.ts"
import { expected } from "./Expected.ts"

export const ImagePath = Schema.Struct({
  folder: Schema.Literal("photos"),
  name: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9._-]+$/), expected("a file name"))
})

/** `w` and `q` snap to the widths and qualities the spec names. */
export const ImageQuery = Schema.Struct({
  w: Schema.optional(Schema.String),
  q: Schema.optional(Schema.String)
})

export class ImagesApi extends HttpApiGroup.make("images").add(
  HttpApiEndpoint.get("image", "/v1/images/:folder/:name")
    .setPath(ImagePath)
    .setUrlParams(ImageQuery)
    .addSuccess(HttpApiSchema.Uint8Array({ contentType: "image/jpeg" }))
    .addError(ImageNotFound)
) {}
