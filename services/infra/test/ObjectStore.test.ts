import { it } from "@effect/vitest"
import { Effect, Option, Redacted } from "effect"
import { describe, expect } from "vitest"
import { ObjectStore } from "../src/ObjectStore.ts"
import { siteOrigins } from "../src/EmbeddedObjectStore.ts"
import { makeS3ObjectStore } from "../src/S3ObjectStore.ts"
import { emptyObjectStore, TEST_SITE_ORIGIN } from "../src/testing/index.ts"

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

  it.effect("refuses every request that is not signed with this start's key: writes, deletes, reads and listings", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      yield* store.put("photos/kept.jpg", new Uint8Array([1, 2, 3]), "image/jpeg")
      const { endpoint, bucket } = store.location
      const unsigned = (method: string, path: string, body?: string) =>
        Effect.promise(() => fetch(`${endpoint}/${bucket}/${path}`, { method, ...(body === undefined ? {} : { body }) }))
      for (const [method, path, body] of [
        ["PUT", "photos/kept.jpg", "<html><script>alert(1)</script>"],
        ["PUT", "photos/new.jpg", "x"],
        ["POST", "", "key=photos/form.jpg"],
        ["DELETE", "photos/kept.jpg", undefined],
        ["GET", "photos/kept.jpg", undefined],
        ["GET", "", undefined]
      ] as const) {
        const answer = yield* unsigned(method, path, body)
        expect(answer.status, `${method} /${path}`).toBe(403)
        expect(yield* Effect.promise(() => answer.text())).toContain("AccessDenied")
      }
      // s3rver's well-known key signs nothing here.
      const wellKnown = makeS3ObjectStore({
        endpoint,
        bucket,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: Redacted.make("S3RVER")
      })
      const overwritten = yield* Effect.either(wellKnown.put("photos/kept.jpg", new Uint8Array([9]), "image/jpeg"))
      expect(overwritten._tag).toBe("Left")
      const kept = yield* store.get("photos/kept.jpg")
      expect([...Option.getOrThrow(kept).body]).toEqual([1, 2, 3])
      expect(Option.isNone(yield* store.size("photos/new.jpg"))).toBe(true)
    })
  )

  it.effect("lets only the site's pages upload from a browser: another origin's preflight is refused", () =>
    Effect.gen(function* () {
      const store = yield* ObjectStore
      const url = yield* store.presignPut("uploads/users/1/c", 5, 60)
      const preflight = (origin: string) =>
        Effect.promise(() =>
          fetch(url, {
            method: "OPTIONS",
            headers: { origin, "access-control-request-method": "PUT", "access-control-request-headers": "content-type" }
          })
        )
      const site = yield* preflight(TEST_SITE_ORIGIN)
      expect(site.status).toBe(200)
      expect(site.headers.get("access-control-allow-methods")).toBe("PUT")
      const foreign = yield* preflight("https://evil.example")
      expect(foreign.status).toBe(403)
      expect(foreign.headers.get("access-control-allow-origin")).toBeNull()

      const put = (origin: string) => Effect.promise(() => fetch(url, { method: "PUT", headers: { origin }, body: "12345" }))
      expect((yield* put(TEST_SITE_ORIGIN)).headers.get("access-control-allow-origin")).toBe(TEST_SITE_ORIGIN)
      expect((yield* put("https://evil.example")).headers.get("access-control-allow-origin")).toBeNull()
    })
  )
})

describe("siteOrigins", () => {
  it("is the public URL's origin, and on this machine the same port by its other names", () => {
    expect(siteOrigins("https://redline.example/app")).toEqual(["https://redline.example"])
    expect(siteOrigins("http://127.0.0.1:3000")).toEqual(["http://127.0.0.1:3000", "http://localhost:3000", "http://[::1]:3000"])
  })
})
