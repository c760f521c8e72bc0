import { Context, Effect, Option, Schema } from "effect"

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
}

export class ObjectStore extends Context.Tag("@redline/infra/ObjectStore")<ObjectStore, ObjectStoreShape>() {}
