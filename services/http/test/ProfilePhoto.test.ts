import { ObjectStore } from "@redline/infra"
import { Effect, Option } from "effect"
import sharp from "sharp"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, tokenizeCard, useApi, verifiedAccount } from "./harness/index.ts"

const api = useApi()
const call = caller(api)
let key: string
let otherKey: string

beforeAll(async () => {
  key = (await verifiedAccount(api, { username: "photo_phil", email: "phil@example.com" })).access_key
  otherKey = (await verifiedAccount(api, { username: "photo_olga", email: "olga@example.com" })).access_key
})

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } })
    .png()
    .toBuffer()

const tokenPath = (bytes: number, path = "/api/v1/auth/s3-token") => `${path}?size=${bytes}`

/** Asks for an upload token and PUTs the bytes to its presigned URL, as the browser does. */
const upload = async (accessKey: string, body: Uint8Array) => {
  const token = await call("GET", tokenPath(body.byteLength), undefined, { key: accessKey })
  const put = await fetch(token.body.upload_url, { method: "PUT", body })
  expect(put.status).toBe(200)
  return token.body.key as string
}

/** Whether the object store holds anything under `key`. */
const stored = (key: string) => api.run(Effect.flatMap(ObjectStore, (store) => store.size(key))).then(Option.isSome)

describe("GET /api/v1/auth/s3-token and r2-token", () => {
  it("gives a short-lived upload URL for a fresh key in the user's own folder", async () => {
    const { status, body } = await call("GET", tokenPath(1000), undefined, { key })
    expect(status).toBe(200)
    const userId = (await call("GET", "/api/v1/settings", undefined, { key })).body.user.user_id
    expect(body).toEqual({
      expiration: expect.any(String),
      endpoint: expect.stringMatching(/^http/),
      bucket: "redline",
      prefix: `uploads/users/${userId}/`,
      key: expect.stringMatching(new RegExp(`^uploads/users/${userId}/[0-9a-f-]+$`)),
      upload_url: expect.stringContaining("X-Amz-Signature=")
    })
    expect(new URL(body.upload_url).pathname).toBe(`/redline/${body.key}`)
    const minutes = (Date.parse(body.expiration) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(14)
    expect(minutes).toBeLessThanOrEqual(15)
    const again = await call("GET", tokenPath(1000, "/api/v1/auth/r2-token"), undefined, { key })
    expect(again.body.prefix).toBe(body.prefix)
    expect(again.body.key).not.toBe(body.key)
  })

  it("is for signed-in users only", async () => {
    expect((await call("GET", tokenPath(1000))).status).toBe(401)
  })

  it("signs the URL for the announced size: the store refuses a PUT of any other length", async () => {
    const token = await call("GET", tokenPath(10), undefined, { key })
    expect((await fetch(token.body.upload_url, { method: "PUT", body: new Uint8Array(11) })).status).toBe(403)
    expect((await fetch(token.body.upload_url, { method: "PUT", body: new Uint8Array(10) })).status).toBe(200)
  })

  it("refuses an upload beyond 40 MB before anything is uploaded, and a size that isn't one", async () => {
    expect(await call("GET", tokenPath(40 * 1024 * 1024 + 1), undefined, { key })).toMatchObject({
      status: 413,
      body: { error_code: 2105, message: "Too large (max 8064x6048)" }
    })
    for (const size of ["0", "-1", "1.5", "many"]) {
      expect(await call("GET", `/api/v1/auth/s3-token?size=${size}`, undefined, { key })).toMatchObject({
        status: 400,
        body: { error_code: 1000 }
      })
    }
    expect((await call("GET", "/api/v1/auth/s3-token", undefined, { key })).status).toBe(400)
  })
})

describe("PUT /api/v1/profile/photo", () => {
  it("sets an uploaded PNG as the photo, served by the image endpoint as a JPEG", async () => {
    const photo = await upload(key, await png(640, 480))
    const { status, body } = await call("PUT", "/api/v1/profile/photo", { photo }, { key })
    expect(status).toBe(200)
    expect(body.photo).toEqual({ base_url: "/api/v1/images/", path: expect.stringMatching(/^photos\/user-\d+-[0-9a-f-]+\.jpg$/) })
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.photo).toEqual(body.photo)
    const served = await api.fetch(`${body.photo.base_url}${body.photo.path}?w=80`)
    expect(served.status).toBe(200)
    const metadata = await sharp(new Uint8Array(await served.arrayBuffer())).metadata()
    expect(metadata).toMatchObject({ format: "jpeg", width: 80, height: 60 })
  })

  it("removes the upload once judged, and the photo a new one replaces", async () => {
    const first = await upload(key, await png(64, 64))
    const before = (await call("PUT", "/api/v1/profile/photo", { photo: first }, { key })).body.photo.path
    expect(await stored(first)).toBe(false)
    const second = await upload(key, await png(32, 32))
    const after = (await call("PUT", "/api/v1/profile/photo", { photo: second }, { key })).body.photo.path
    expect(after).not.toBe(before)
    expect(await stored(before)).toBe(false)
    expect(await stored(after)).toBe(true)
    const refused = await upload(key, new TextEncoder().encode("not an image"))
    expect((await call("PUT", "/api/v1/profile/photo", { photo: refused }, { key })).status).toBe(415)
    expect(await stored(refused)).toBe(false)
  })

  it("refuses another user's upload and keys outside the user's folder", async () => {
    const theirs = await upload(otherKey, await png(10, 10))
    expect(await call("PUT", "/api/v1/profile/photo", { photo: theirs }, { key })).toMatchObject({
      status: 403,
      body: { error_code: 2102, message: "Error uploading" }
    })
    expect((await call("PUT", "/api/v1/profile/photo", { photo: "photos/seed-1.jpg" }, { key })).status).toBe(403)
    const token = await call("GET", tokenPath(100), undefined, { key })
    const folder = token.body.key.slice(0, token.body.key.lastIndexOf("/") + 1)
    expect((await call("PUT", "/api/v1/profile/photo", { photo: `${folder}${"a".repeat(8000)}` }, { key })).status).toBe(403)
  })

  it("refuses a key in the user's folder that nothing was uploaded to", async () => {
    const token = await call("GET", tokenPath(100), undefined, { key })
    expect(await call("PUT", "/api/v1/profile/photo", { photo: token.body.key }, { key })).toMatchObject({
      status: 404,
      body: { error_code: 2103, message: "Error uploading" }
    })
  })

  it("judges the type by content: a GIF or a text file named .png is unsupported", async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
      .gif()
      .toBuffer()
    for (const bytes of [gif, new TextEncoder().encode("not an image at all")]) {
      const photo = await upload(key, bytes)
      expect(await call("PUT", "/api/v1/profile/photo", { photo }, { key })).toMatchObject({
        status: 415,
        body: { error_code: 2104, message: "Unsupported file format" }
      })
    }
  })

  it("refuses a photo beyond 8064x6048 and keeps the one before", async () => {
    const before = (await call("GET", "/api/v1/settings", undefined, { key })).body.photo
    const photo = await upload(key, await png(8065, 16))
    expect(await call("PUT", "/api/v1/profile/photo", { photo }, { key })).toMatchObject({
      status: 413,
      body: { error_code: 2105, message: "Too large (max 8064x6048)" }
    })
    expect((await call("GET", "/api/v1/settings", undefined, { key })).body.photo).toEqual(before)
  })

  it("is for signed-in users only", async () => {
    expect((await call("PUT", "/api/v1/profile/photo", { photo: "uploads/users/1/x" })).status).toBe(401)
  })
})

describe("PUT /api/v1/auth/payment", () => {
  const card = (number: string) => tokenizeCard(api, { number, exp_month: 12, exp_year: 2099 })

  it("replaces the card on file; a declined card leaves the old one in place", async () => {
    await call("POST", "/api/v1/auth/payment", { payment_method_id: await card("4242 4242 4242 4242") }, { key })
    expect(await call("PUT", "/api/v1/auth/payment", { payment_method_id: await card("5555 5555 5555 4444") }, { key })).toMatchObject({
      status: 200,
      body: { card_on_file: true, brand: "Mastercard", last4: "4444", exp_month: 12, exp_year: 2099 }
    })
    expect(await call("PUT", "/api/v1/auth/payment", { payment_method_id: await card("4000 0000 0000 0002") }, { key })).toMatchObject({
      status: 402,
      body: { error_code: 3101 }
    })
    expect(await call("PUT", "/api/v1/auth/payment", { payment_method_id: "pm_123" }, { key })).toMatchObject({
      status: 400,
      body: { error_code: 3102 }
    })
    expect((await call("GET", "/api/v1/auth/payment", undefined, { key })).body).toMatchObject({ card_on_file: true, last4: "4444" })
  })
})
