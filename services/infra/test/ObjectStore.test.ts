import { it } from "@effect/vitest"
import { Effect, Option } from "effect"
import { expect } from "vitest"
import { ObjectStore } from "../src/ObjectStore.ts"
import { emptyObjectStore } from "../src/testing/index.ts"

it.layer(emptyObjectStore)("the embedded S3-compatible store", (it) => {
  it.effect("keeps what was put, with its content type", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      yield* store.put("photos/a.jpg", new Uint8Array([1, 2, 3]), "image/jpeg")
      const stored = yield* store.get("photos/a.jpg")
      expect(Option.getOrThrow(stored).contentType).toBe("image/jpeg")
      expect([...Option.getOrThrow(stored).body]).toEqual([1, 2, 3])
    })
  )

  it.effect("answers none for a missing key", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      expect(Option.isNone(yield* store.get("photos/missing.jpg"))).toBe(true)
    })
  )

  it.effect("deletes an object, and deleting a missing one is no error", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      yield* store.put("uploads/users/1/a", new Uint8Array([1]), "image/png")
      yield* store.delete("uploads/users/1/a")
      expect(Option.isNone(yield* store.size("uploads/users/1/a"))).toBe(true)
      yield* store.delete("uploads/users/1/a")
    })
  )

  it.effect("signs an upload URL for one size: a PUT of any other length is refused", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      const url = yield* store.presignPut("uploads/users/1/b", 5, 60)
      const longer = yield* Effect.promise(() => fetch(url, { method: "PUT", body: "1234567890" }))
      expect(longer.status).toBe(403)
      expect(Option.isNone(yield* store.size("uploads/users/1/b"))).toBe(true)
      const exact = yield* Effect.promise(() => fetch(url, { method: "PUT", body: "12345" }))
      expect(exact.status).toBe(200)
      expect(yield* store.size("uploads/users/1/b")).toEqual(Option.some(5))
    })
  )
})
