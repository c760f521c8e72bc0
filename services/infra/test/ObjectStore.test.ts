import { it } from "@effect/vitest"
import { Effect, Layer, Option } from "effect"
import * as Fs from "node:fs/promises"
import * as Os from "node:os"
import * as Path from "node:path"
import { expect } from "vitest"
import { embeddedObjectStore } from "../src/EmbeddedObjectStore.ts"
import { ObjectStore } from "../src/ObjectStore.ts"
import { s3ObjectStoreLayer } from "../src/S3ObjectStore.ts"

const storeLayer = Layer.unwrapScoped(
  Effect.gen(function* () {
    const directory = yield* Effect.promise(() => Fs.mkdtemp(Path.join(Os.tmpdir(), "redline-objects-")))
    return s3ObjectStoreLayer(yield* embeddedObjectStore(directory))
  })
)

it.layer(storeLayer)("the embedded S3-compatible store", (it) => {
  it.effect("keeps what was put, with its content type", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      yield* store.put("photos/a.jpg", new Uint8Array([1, 2, 3]), "image/jpeg")
      const stored = yield* store.get("photos/a.jpg")
      expect(Option.getOrThrow(stored).contentType).toBe("image/jpeg")
      expect([...Option.getOrThrow(stored).body]).toEqual([1, 2, 3])
    }))

  it.effect("answers none for a missing key", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      expect(Option.isNone(yield* store.get("photos/missing.jpg"))).toBe(true)
    }))
})
