import { ObjectStore } from "@redline/infra"
import { Effect, Option } from "effect"
import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { useApi } from "./harness/index.ts"

const api = useApi()

beforeAll(async () => {
  const original = await sharp({ create: { width: 1600, height: 1067, channels: 3, background: "#b3001b" } })
    .jpeg()
    .toBuffer()
  await api.run(Effect.flatMap(ObjectStore, (store) => store.put("photos/red.jpg", new Uint8Array(original), "image/jpeg")))
})

describe("GET /api/v1/images/{folder}/{name}", () => {
  it("resizes to the spec's card width and quality and lets browsers keep it", async () => {
    const response = await api.fetch("/api/v1/images/photos/red.jpg?w=384&q=70")
    expect(response.status).toBe(200)
    expect(response.headers.get("content-type")).toBe("image/jpeg")
    expect(response.headers.get("cache-control")).toContain("immutable")
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 384, 256])
  })

  it("snaps an odd width up to the next width the spec names, and keeps the variant", async () => {
    const response = await api.fetch("/api/v1/images/photos/red.jpg?w=300")
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(356)
    const kept = await api.run(Effect.flatMap(ObjectStore, (store) => store.get("variants/w356-q70/photos/red.jpg")))
    expect(Option.isSome(kept)).toBe(true)
  })

  it("never enlarges beyond the original", async () => {
    const response = await api.fetch("/api/v1/images/photos/red.jpg?w=2080&q=80")
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata()
    expect(meta.width).toBe(1600)
  })

  it("serves only what sharp wrote anew as a JPEG: stored bytes that are no image are not found, never sent back", async () => {
    const page = new TextEncoder().encode("<!doctype html><script>alert(document.domain)</script>")
    await api.run(Effect.flatMap(ObjectStore, (store) => store.put("photos/page.jpg", page, "image/jpeg")))
    const response = await api.fetch("/api/v1/images/photos/page.jpg?w=384")
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error_code: 2101 })
  })

  it("answers a missing image with 404 and its error code", async () => {
    const response = await api.fetch("/api/v1/images/photos/none.jpg?w=384")
    expect(response.status).toBe(404)
    expect(await response.json()).toMatchObject({ error_code: 2101 })
  })

  it("refuses names that could leave the photo folder", async () => {
    const response = await api.fetch("/api/v1/images/photos/..%2Fsecret?w=384")
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error_code: 1000 })
  })
})
