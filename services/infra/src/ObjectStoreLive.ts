import { Effect, Layer, Option } from "effect"
import * as Path from "node:path"
import { AppConfig } from "./AppConfig.ts"
import { embeddedObjectStore } from "./EmbeddedObjectStore.ts"
import { s3ObjectStoreLayer } from "./S3ObjectStore.ts"

/** S3_ENDPOINT when set, otherwise the local S3-compatible store under DATA_DIR/objects. */
export const objectStoreLayer = Layer.unwrapScoped(
  Effect.gen(function* () {
    const config = yield* AppConfig
    const settings = Option.isSome(config.s3)
      ? config.s3.value
      : yield* embeddedObjectStore(Path.join(config.dataDir, "objects"))
    return s3ObjectStoreLayer(settings)
  })
)
