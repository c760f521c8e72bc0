import { Effect, Option, Schema } from "effect"
import * as Path from "node:path"
import { AppConfig } from "./AppConfig.ts"
import { embeddedObjectStore, siteOrigins } from "./EmbeddedObjectStore.ts"
import { makeS3ObjectStore } from "./S3ObjectStore.ts"

export class ObjectStoreError extends Schema.TaggedError<ObjectStoreError>()("ObjectStoreError", {
  key: Schema.String,
  reason: Schema.String
}) {}

export interface StoredObject {
  readonly body: Uint8Array
  readonly contentType: string
}

/** Photos and uploads, in any S3-compatible store. */
export interface ObjectStoreShape {
  readonly put: (key: string, body: Uint8Array, contentType: string) => Effect.Effect<void, ObjectStoreError>
  readonly get: (key: string) => Effect.Effect<Option.Option<StoredObject>, ObjectStoreError>
  /** The object's size in bytes, read before the object itself so an oversized upload is never loaded. */
  readonly size: (key: string) => Effect.Effect<Option.Option<number>, ObjectStoreError>
  /** Removes the object; removing one that isn't there is no error. */
  readonly delete: (key: string) => Effect.Effect<void, ObjectStoreError>
  /**
   * A URL a browser can PUT one object of exactly `bytes` to, without credentials of its own,
   * until `expiresInSeconds` have passed: the length is signed, so the store refuses any other
   * size. Uploads go straight to the store; the server checks their content afterwards.
   */
  readonly presignPut: (key: string, bytes: number, expiresInSeconds: number) => Effect.Effect<string, ObjectStoreError>
  /** Where the store answers and which bucket holds the objects, as told to uploaders. */
  readonly location: { readonly endpoint: string; readonly bucket: string }
}

/** The store at S3_ENDPOINT when set, otherwise the local S3-compatible store under DATA_DIR/objects. */
export class ObjectStore extends Effect.Service<ObjectStore>()("@redline/infra/ObjectStore", {
  scoped: Effect.gen(function* () {
    const config = yield* AppConfig
    const settings = Option.isSome(config.s3)
      ? config.s3.value
      : yield* embeddedObjectStore({ directory: Path.join(config.dataDir, "objects"), siteOrigins: siteOrigins(config.publicUrl) })
    return makeS3ObjectStore(settings)
  })
}) {}
