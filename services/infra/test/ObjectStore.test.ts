import { it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { expect } from "vitest"
import { ObjectStore } from "../src/ObjectStore.ts"
import { testObjectStoreLayer } from "../src/TestObjectStore.ts"

it.layer(testObjectStoreLayer)("the embedded S3-compatible store", (it) => {
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
