import { SubmissionStatus, VIEW_SUBMISSIONS_PERMISSION } from "@redline/domain"
import { beforeAll, describe, expect, it } from "vitest"
import { caller, DEVELOPER_ADDRESS, member, sellerSubmission, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"
import { VideoHost } from "../src/videos/VideoHost.ts"

// The local host's delay is an hour here, so "not yet processed" holds however slow the machine;
// the upload's completion is then moved an hour back, as if the delay had passed.
const PROCESSING_DELAY_SECONDS = 3_600

const api = useApi({}, { videoHost: VideoHost.Test({ processingDelaySeconds: PROCESSING_DELAY_SECONDS }) })
let staffKey: string
let sellerKey: string
let otherKey: string
let sellerId: number
let auctionId: number

const call = caller(api)

const bodyOf = (response: Response): Promise<any> => response.json()

const sql = api.sql

const createUser = (username: string) => member(api, staffKey, username)

const createAuction = async (seller: string) => {
  const { body } = await staffAuction(api, staffKey, {
    title: "1995 BMW M3",
    year: 1995,
    make: "BMW",
    model: "M3",
    location: "Denver, CO 80202",
    body_style: "Coupe",
    seller_username: seller
  })
  return body.id as number
}

const videoToken = (fields: Record<string, unknown>, key?: string) =>
  call(
    "POST",
    "/api/v1/auth/video-token",
    {
      upload_size: 4_096,
      name: "Cold start.mp4",
      object_type: "auction",
      object_id: auctionId,
      ...fields
    },
    key
  )

const videoCount = async () => (await sql((db) => db<{ count: number }>`SELECT count(*)::int AS count FROM videos`))[0]!.count

/** A tus request to the upload URL the token gave, as a tus client sends it. */
const tus = (
  uploadUrl: string,
  method: "HEAD" | "PATCH",
  options: { offset?: number; body?: Uint8Array; headers?: Record<string, string> } = {}
) =>
  api.fetch(new URL(uploadUrl).pathname, {
    method,
    headers: {
      // the local host's upload URLs are developer's pages: a seller on the server's machine
      "x-client-address": DEVELOPER_ADDRESS,
      "tus-resumable": "1.0.0",
      ...(method === "PATCH" ? { "content-type": "application/offset+octet-stream", "upload-offset": String(options.offset ?? 0) } : {}),
      ...options.headers
    },
    ...(options.body === undefined ? {} : { body: options.body })
  })

/** Bytes that tell where they came from, so a mixed-up chunk shows. */
const videoBytes = (size: number) => Uint8Array.from({ length: size }, (_, index) => (index * 31 + (index >> 8)) % 251)

/** The same, opening as an MP4 file does: a 32-byte `ftyp` box of brand `isom`. */
const mp4Bytes = (size: number) => {
  const bytes = videoBytes(size)
  bytes.set([0, 0, 0, 32, ...Buffer.from("ftypisom"), 0, 0, 2, 0, ...Buffer.from("isomiso2avc1mp41")])
  return bytes
}

/** A video's watch URL, as a developer on the server's machine opens it. */
const watch = (pathOrUrl: string) =>
  api.fetch(new URL(pathOrUrl, "http://redline.test").pathname, { headers: { "x-client-address": DEVELOPER_ADDRESS } })

/** Sends the file in PATCHes of at most `chunkSize` bytes, as a tus client does; answers each status. */
const uploadAll = async (uploadUrl: string, bytes: Uint8Array, chunkSize: number) => {
  const statuses: Array<number> = []
  for (let offset = 0; offset < bytes.byteLength; offset += chunkSize) {
    const response = await tus(uploadUrl, "PATCH", { offset, body: bytes.subarray(offset, offset + chunkSize) })
    statuses.push(response.status)
    expect(response.headers.get("upload-offset")).toBe(String(Math.min(offset + chunkSize, bytes.byteLength)))
    expect(response.headers.get("tus-resumable")).toBe("1.0.0")
  }
  return statuses
}

beforeAll(async () => {
  staffKey = await staffAccessKey(api)
  const seller = await createUser("m3_seller")
  sellerId = seller.id
  sellerKey = seller.key
  otherKey = (await createUser("m3_fan")).key
  auctionId = await createAuction("m3_seller")
})

describe("POST /api/v1/auth/video-token and the upload", () => {
  it("gives the seller an upload URL that takes the video over tus; the video is processed after the delay", async () => {
    const bytes = mp4Bytes(1024 * 1024 + 70_000)
    const started = Date.now()
    const token = await videoToken({ upload_size: bytes.byteLength, name: "  Walk-around.mp4 ", creator: sellerId }, sellerKey)
    expect(token.status).toBe(201)
    expect(token.body).toEqual({
      video_id: expect.any(Number),
      upload_url: expect.stringMatching(/^http:\/\/redline\.test\/api\/v1\/dev\/videos\/uploads\/[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
      chunk_size: 1024 * 1024
    })
    const expiresIn = Date.parse(token.body.expires_at) - started
    expect(expiresIn).toBeGreaterThanOrEqual(2 * 3_600_000 - 1_000)
    expect(expiresIn).toBeLessThanOrEqual(2 * 3_600_000 + 60_000)
    const [recorded] = await sql(
      (db) => db<{ name: string; size: string; user_id: number; object_type: string; object_id: number }>`
      SELECT name, size::text AS size, user_id, object_type, object_id FROM videos WHERE id = ${token.body.video_id}`
    )
    expect(recorded).toEqual({
      name: "Walk-around.mp4",
      size: String(bytes.byteLength),
      user_id: sellerId,
      object_type: "auction",
      object_id: auctionId
    })

    const videoPath = `/api/v1/videos/${token.body.video_id}`
    const waiting = await call("GET", videoPath, undefined, sellerKey)
    expect(waiting).toEqual({
      status: 200,
      body: {
        id: token.body.video_id,
        embed_url: null,
        thumbnail_url: null,
        is_processed: false,
        is_newly_uploaded: false,
        meta: { cloudflare_id: expect.stringMatching(/^[0-9a-f]{32}$/), duration: null }
      }
    })
    const uid = waiting.body.meta.cloudflare_id as string

    const before = await tus(token.body.upload_url, "HEAD")
    expect([before.status, before.headers.get("upload-offset"), before.headers.get("upload-length")]).toEqual([
      200,
      "0",
      String(bytes.byteLength)
    ])
    expect(before.headers.get("cache-control")).toBe("no-store")

    expect(await uploadAll(token.body.upload_url, bytes, token.body.chunk_size)).toEqual([204, 204])
    const after = await tus(token.body.upload_url, "HEAD")
    expect(after.headers.get("upload-offset")).toBe(String(bytes.byteLength))

    const processing = await call("GET", videoPath, undefined, sellerKey)
    expect(processing.body).toMatchObject({
      is_processed: false,
      is_newly_uploaded: true,
      embed_url: `http://redline.test/api/v1/dev/videos/${uid}/watch`
    })

    await sql((db) => db`UPDATE local_video_uploads SET completed_at = completed_at - interval '3601 seconds' WHERE uid = ${uid}`)
    const processed = await call("GET", videoPath, undefined, sellerKey)
    expect(processed.body).toMatchObject({ is_processed: true, is_newly_uploaded: false, meta: { cloudflare_id: uid } })

    const watched = await watch(processed.body.embed_url)
    expect([watched.status, watched.headers.get("content-type"), watched.headers.get("x-content-type-options")]).toEqual([
      200,
      "video/mp4",
      "nosniff"
    ])
    // Compared as buffers: element by element a megabyte takes the matcher seconds.
    expect(Buffer.from(await watched.arrayBuffer()).equals(bytes)).toBe(true)
  })

  it("lets staff ask for a token for any auction", async () => {
    const token = await videoToken({}, staffKey)
    expect(token.status).toBe(201)
    expect((await call("GET", `/api/v1/videos/${token.body.video_id}`, undefined, staffKey)).status).toBe(200)
  })

  it("refuses visitors, other users, other objects, bad sizes and names, recording nothing", async () => {
    const before = await videoCount()
    const refusals = [
      [await videoToken({}), 401, 1002],
      [await videoToken({}, otherKey), 403, 2113],
      [await videoToken({ creator: sellerId + 1 }, sellerKey), 403, 2113],
      [await videoToken({ creator: "someone" }, sellerKey), 403, 2113],
      [await videoToken({ object_type: "submission", object_id: 987_654 }, sellerKey), 404, 6001],
      [await videoToken({ object_type: "comment" }, sellerKey), 400, 2112],
      [await videoToken({ object_id: 987_654 }, sellerKey), 404, 2001],
      // no id at all: the request's fault
      [await videoToken({ object_id: 99_999_999_999 }, sellerKey), 400, 1000],
      [await videoToken({ upload_size: 2 * 1024 ** 3 + 1 }, sellerKey), 413, 2110],
      [await videoToken({ upload_size: 0 }, sellerKey), 400, 2111],
      [await videoToken({ upload_size: 10.5 }, sellerKey), 400, 2111],
      [await videoToken({ name: "   " }, sellerKey), 400, 2111],
      [await videoToken({ name: "x".repeat(201) }, sellerKey), 400, 2111],
      [await videoToken({ upload_size: "big" }, sellerKey), 400, 1000]
    ] as const
    expect(refusals.map(([answer]) => [answer.status, answer.body.error_code])).toEqual(refusals.map(([, status, code]) => [status, code]))
    expect(refusals[1][0].body.message).toBe("Only the auction's seller can add videos to it.")
    expect(refusals[8][0].body.message).toBe("Videos can be at most 2 GB.")
    expect(await videoCount()).toBe(before)
  })

  it("takes a submission's videos while its seller may change it, and staff's while it is active", async () => {
    const paid = await sellerSubmission(api, sellerId)
    const listing = await sellerSubmission(api, sellerId, { status: SubmissionStatus.listing })
    const canceled = await sellerSubmission(api, sellerId, { status: SubmissionStatus.canceled })
    const answers = [
      [await videoToken({ object_type: "submission", object_id: paid }, sellerKey), 201],
      [await videoToken({ object_type: "submission", object_id: listing }, sellerKey), 409],
      [await videoToken({ object_type: "submission", object_id: listing }, staffKey), 201],
      [await videoToken({ object_type: "submission", object_id: canceled }, sellerKey), 409],
      [await videoToken({ object_type: "submission", object_id: canceled }, staffKey), 409]
    ] as const
    expect(answers.map(([answer]) => answer.status)).toEqual(answers.map(([, status]) => status))
    expect(answers[3][0].body.error_code).toBe(6004)
  })

  it("takes the creator as the signed-in user's id, as a number or in digits", async () => {
    expect((await videoToken({ creator: String(sellerId) }, sellerKey)).status).toBe(201)
  })

  it("shows a video to its uploader, staff and those who review submissions only", async () => {
    const token = await videoToken({}, sellerKey)
    const path = `/api/v1/videos/${token.body.video_id}`
    expect((await call("GET", path, undefined, otherKey)).body.error_code).toBe(2115)
    expect((await call("GET", path)).status).toBe(401)
    expect((await call("GET", path, undefined, staffKey)).status).toBe(200)
    const reviewer = await createUser("m3_reviewer")
    await sql((sql) => sql`UPDATE users SET abilities = ARRAY[${VIEW_SUBMISSIONS_PERMISSION}] WHERE id = ${reviewer.id}`)
    expect((await call("GET", path, undefined, reviewer.key)).status).toBe(200)
    for (const id of [999_999, 99_999_999_999, 0]) {
      expect(await call("GET", `/api/v1/videos/${id}`, undefined, sellerKey)).toMatchObject({ status: 404, body: { error_code: 2115 } })
    }
  })

  it("limits video tokens per user", async () => {
    const { key } = await createUser("busy_seller")
    const own = await createAuction("busy_seller")
    const statuses: Array<number> = []
    for (let attempt = 0; attempt < 21; attempt++) statuses.push((await videoToken({ object_id: own }, key)).status)
    expect(statuses).toEqual([...Array<number>(20).fill(201), 429])
    // Another seller is not held back by it.
    expect((await videoToken({}, sellerKey)).status).toBe(201)
  })
})

describe("the local host's tus upload URL", () => {
  const newUpload = async (size: number) => (await videoToken({ upload_size: size }, sellerKey)).body.upload_url as string
  const uidOf = async (url: string) => {
    const [row] = await sql(
      (db) => db<{ uid: string }>`
      SELECT uid FROM local_video_uploads WHERE token_hash = encode(sha256(convert_to(${url.split("/").pop()!}, 'UTF8')), 'hex')`
    )
    return row!.uid
  }

  it("refuses a PATCH at another offset than the upload's, saying where it stands", async () => {
    const url = await newUpload(100)
    expect((await tus(url, "PATCH", { offset: 0, body: videoBytes(40) })).status).toBe(204)
    const skipped = await tus(url, "PATCH", { offset: 60, body: videoBytes(40) })
    expect([skipped.status, (await bodyOf(skipped)).upload_offset]).toEqual([409, 40])
    const repeated = await tus(url, "PATCH", { offset: 0, body: videoBytes(40) })
    expect([repeated.status, (await bodyOf(repeated)).error_code]).toEqual([409, 2117])
    expect((await tus(url, "HEAD")).headers.get("upload-offset")).toBe("40")
  })

  it("appends one of two PATCHes sent at once for the same offset", async () => {
    const url = await newUpload(100)
    const answers = await Promise.all([1, 2].map(() => tus(url, "PATCH", { offset: 0, body: videoBytes(50) })))
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 409])
    expect((await tus(url, "HEAD")).headers.get("upload-offset")).toBe("50")
  })

  it("refuses requests outside the protocol with the status tus prescribes", async () => {
    const url = await newUpload(100)
    const noVersion = await tus(url, "PATCH", { body: videoBytes(10), headers: { "tus-resumable": "0.2.2" } })
    expect([noVersion.status, noVersion.headers.get("tus-version")]).toEqual([412, "1.0.0"])
    const json = await tus(url, "PATCH", { body: videoBytes(10), headers: { "content-type": "application/json" } })
    expect(json.status).toBe(415)
    const noOffset = await tus(url, "PATCH", { body: videoBytes(10), headers: { "upload-offset": "-1" } })
    expect(noOffset.status).toBe(400)
    const tooMuch = await tus(url, "PATCH", { body: videoBytes(101) })
    expect([tooMuch.status, (await bodyOf(tooMuch)).error_code]).toEqual([413, 2118])
    expect((await tus(url, "HEAD")).headers.get("upload-offset")).toBe("0")
  })

  it("knows no upload URL it did not give out, nor one whose time is up", async () => {
    const unknown = "http://redline.test/api/v1/dev/videos/uploads/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"
    expect((await tus(unknown, "HEAD")).status).toBe(404)
    const patched = await tus(unknown, "PATCH", { body: videoBytes(10) })
    expect([patched.status, (await bodyOf(patched)).error_code]).toEqual([404, 2116])

    const url = await newUpload(100)
    const uid = await uidOf(url)
    expect((await tus(url, "HEAD")).status).toBe(200)
    await sql((db) => db`UPDATE local_video_uploads SET expires_at = now() - interval '1 second' WHERE uid = ${uid}`)
    expect((await tus(url, "HEAD")).status).toBe(404)
    expect((await tus(url, "PATCH", { body: videoBytes(10) })).status).toBe(404)
  })

  it("serves no watch URL for an unfinished upload", async () => {
    const token = await videoToken({ upload_size: 100 }, sellerKey)
    const { body } = await call("GET", `/api/v1/videos/${token.body.video_id}`, undefined, sellerKey)
    const watched = await watch(`/api/v1/dev/videos/${body.meta.cloudflare_id}/watch`)
    expect(watched.status).toBe(404)
  })

  it("never serves what is not a video: a page uploaded as one is refused, never ready, and no script comes back", async () => {
    const page = Buffer.from("<!doctype html><title>Walk-around</title><script>fetch('/api/v1/dev/mailbox')</script>")
    for (const [name, bytes] of [
      ["Walk-around.mp4", page],
      ["Walk-around.svg", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')]
    ] as const) {
      const token = await videoToken({ upload_size: bytes.byteLength, name }, sellerKey)
      expect(await uploadAll(token.body.upload_url, bytes, token.body.chunk_size)).toEqual([204])
      const uid = await uidOf(token.body.upload_url)
      await sql((db) => db`UPDATE local_video_uploads SET completed_at = completed_at - interval '3601 seconds' WHERE uid = ${uid}`)
      const video = await call("GET", `/api/v1/videos/${token.body.video_id}`, undefined, sellerKey)
      expect(video.body).toMatchObject({ is_processed: false, embed_url: null })

      const watched = await watch(`/api/v1/dev/videos/${uid}/watch`)
      expect(watched.status).toBe(415)
      expect(watched.headers.get("content-type")).toBe("application/json")
      const refusal = (await bodyOf(watched)) as { error_code: number; message: string }
      expect(refusal).toMatchObject({ error_code: 2118, message: "This upload is not a video." })
      expect(JSON.stringify(refusal)).not.toContain("<script")
    }
  })
})
