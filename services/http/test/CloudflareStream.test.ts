import { ConfigProvider, Effect, Either, Layer, Option, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { CLOUDFLARE_CHUNK_SIZE, cloudflareStreamSettings, makeCloudflareStream } from "../src/videos/CloudflareStream.ts"
import { VideoHost } from "../src/videos/VideoHost.ts"
import { caller, member, staffAccessKey, staffAuction, useApi } from "./harness/index.ts"

const ACCOUNT = "023e105f4ecef8ad9ca31a8372d0c353"
const TOKEN = "stream-token-for-tests"
const UID = "f65014bc6ff5419ea86e7972a047ba22"

interface Seen {
  readonly method: string
  readonly url: string
  readonly headers: IncomingMessage["headers"]
}

type Answer = (response: ServerResponse, uid: string) => void

/** What the stand-in for Cloudflare does next; `answers` play in turn, the last one again and again. */
let answers: Array<Answer> = []
let seen: Array<Seen> = []
/** The uid of the video Cloudflare created last. */
let createdUid = ""

const envelope = (response: ServerResponse, status: number, body: object, headers: Record<string, string> = {}) => {
  response.writeHead(status, { "content-type": "application/json", ...headers })
  response.end(JSON.stringify({ success: status < 400, errors: [], messages: [], result: null, ...body }))
}

/** Cloudflare's answer to a tus direct creator upload: 201, no body, the URL and a new uid in headers. */
const created: Answer = (response) => {
  createdUid = randomBytes(16).toString("hex")
  response.writeHead(201, {
    location: `https://upload.videodelivery.net/tus/${createdUid}?tusv2=true`,
    "stream-media-id": createdUid,
    "tus-resumable": "1.0.0",
    "access-control-expose-headers": "Location, stream-media-id"
  })
  response.end()
}

/** A video's details, for the uid the request names. */
const details =
  (result: object): Answer =>
  (response, uid) =>
    envelope(response, 200, {
      result: {
        uid,
        creator: "7",
        preview: `https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${uid}/watch`,
        thumbnail: `https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${uid}/thumbnails/thumbnail.jpg`,
        readyToStream: false,
        status: { state: "pendingupload" },
        duration: -1,
        meta: { name: "Cold start.mp4" },
        ...result
      }
    })

const authenticationError: Answer = (response) => envelope(response, 403, { errors: [{ code: 10000, message: "Authentication error" }] })

let server: Server
let apiUrl: string

const stream = () => makeCloudflareStream({ apiUrl, accountId: ACCOUNT, token: Redacted.make(TOKEN) })

const metadataOf = (header: string | Array<string> | undefined) =>
  Object.fromEntries(
    String(header)
      .split(",")
      .map((pair) => {
        const [key, value] = pair.split(" ")
        return [key, Buffer.from(value!, "base64").toString("utf8")]
      })
  )

beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ method: request.method!, url: request.url!, headers: request.headers })
    request.resume()
    const uid = request.url!.split("?")[0]!.split("/").pop()!
    request.on("end", () => (answers.length > 1 ? answers.shift()! : answers[0]!)(response, uid))
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
beforeEach(() => {
  answers = [created]
  seen = []
})

describe("the Cloudflare Stream adapter", () => {
  const request = {
    size: 73_400_320,
    creator: "7",
    name: "Cold start.mp4",
    maxDurationSeconds: 1_800,
    expiresAt: new Date("2026-05-01T14:00:00.250Z")
  }

  it("creates a direct creator upload over tus and answers the one-time URL and the uid", async () => {
    const upload = await Effect.runPromise(stream().createUpload(request))
    expect(createdUid).toMatch(/^[0-9a-f]{32}$/)
    expect(upload).toEqual({
      uid: createdUid,
      uploadUrl: `https://upload.videodelivery.net/tus/${createdUid}?tusv2=true`,
      chunkSize: CLOUDFLARE_CHUNK_SIZE
    })
    expect(seen).toHaveLength(1)
    const [call] = seen
    expect([call!.method, call!.url]).toEqual(["POST", `/client/v4/accounts/${ACCOUNT}/stream?direct_user=true`])
    expect(call!.headers).toMatchObject({
      authorization: `Bearer ${TOKEN}`,
      "tus-resumable": "1.0.0",
      "upload-length": "73400320",
      "upload-creator": "7"
    })
    expect(metadataOf(call!.headers["upload-metadata"])).toEqual({
      name: "Cold start.mp4",
      maxDurationSeconds: "1800",
      expiry: "2026-05-01T14:00:00Z"
    })
    expect(CLOUDFLARE_CHUNK_SIZE % (256 * 1024)).toBe(0)
  })

  it("reads a video's state: waiting, processing, ready", async () => {
    answers = [
      details({}),
      details({ status: { state: "inprogress" } }),
      details({ readyToStream: true, status: { state: "ready" }, duration: 12.5 })
    ]
    const states = [
      await Effect.runPromise(stream().video(UID)),
      await Effect.runPromise(stream().video(UID)),
      await Effect.runPromise(stream().video(UID))
    ]
    expect(seen.map((call) => [call.method, call.url, call.headers.authorization])).toEqual(
      Array(3).fill(["GET", `/client/v4/accounts/${ACCOUNT}/stream/${UID}`, `Bearer ${TOKEN}`])
    )
    expect(states.map((state) => [state.uploaded, state.ready, state.durationSeconds])).toEqual([
      [false, false, null],
      [true, false, null],
      [true, true, 12.5]
    ])
    expect(states[2]).toMatchObject({
      embedUrl: `https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${UID}/iframe`,
      thumbnailUrl: `https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${UID}/thumbnails/thumbnail.jpg`
    })
  })

  it("fails with what Cloudflare said when it refuses, answers without the headers, or can't be reached", async () => {
    answers = [authenticationError]
    const refused = await Effect.runPromise(Effect.either(stream().createUpload(request)))
    expect(Either.getLeft(refused).pipe((left) => left._tag === "Some" && left.value.reason)).toBe(
      "Cloudflare Stream refused the upload (403): 10000 Authentication error"
    )

    answers = [(response) => envelope(response, 201, {})]
    const headless = await Effect.runPromise(Effect.either(stream().createUpload(request)))
    expect(Either.isLeft(headless)).toBe(true)

    answers = [(response) => envelope(response, 200, { result: { uid: UID } })]
    const unreadable = await Effect.runPromise(Effect.either(stream().video(UID)))
    expect(Either.isLeft(unreadable)).toBe(true)

    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const unreachable = makeCloudflareStream({
      apiUrl: `http://127.0.0.1:${port}/client/v4`,
      accountId: ACCOUNT,
      token: Redacted.make(TOKEN)
    })
    const down = await Effect.runPromise(Effect.either(unreachable.createUpload(request)))
    expect(
      Either.getLeft(down).pipe((left) => left._tag === "Some" && left.value.reason.startsWith("Cloudflare Stream could not be reached"))
    ).toBe(true)
  })
})

describe("video tokens with Cloudflare Stream as the host", () => {
  // made when the API starts, once the stand-in for Cloudflare listens
  const api = useApi({}, { videoHost: Layer.suspend(() => Layer.succeed(VideoHost, VideoHost.make(stream()))) })
  let sellerKey: string
  let sellerId: number
  let auctionId: number

  const call = (method: string, path: string, body?: unknown, key = sellerKey) => caller(api)(method, path, body, key === "" ? {} : key)
  const videoToken = () =>
    call("POST", "/api/v1/auth/video-token", {
      upload_size: 73_400_320,
      name: "Cold start.mp4",
      object_type: "auction",
      object_id: auctionId
    })
  const videoCount = () => api.sql((sql) => sql<{ count: number }>`SELECT count(*)::int AS count FROM videos`)

  beforeAll(async () => {
    const staffKey = await staffAccessKey(api)
    const seller = await member(api, staffKey, "supra_seller")
    sellerId = seller.id
    sellerKey = seller.key
    const auction = await staffAuction(api, staffKey, {
      title: "1994 Toyota Supra",
      year: 1994,
      make: "Toyota",
      model: "Supra",
      location: "Reno, NV 89501",
      body_style: "Coupe",
      seller_username: "supra_seller"
    })
    auctionId = auction.body.id
  })

  it("hands out Cloudflare's one-time URL in the seller's name and follows the video until it is ready", async () => {
    const token = await videoToken()
    const uid = createdUid
    expect(token).toMatchObject({
      status: 201,
      body: { upload_url: `https://upload.videodelivery.net/tus/${uid}?tusv2=true`, chunk_size: CLOUDFLARE_CHUNK_SIZE }
    })
    expect(seen[0]!.headers["upload-creator"]).toBe(String(sellerId))

    answers = [details({ status: { state: "queued" } }), details({ readyToStream: true, status: { state: "ready" }, duration: 31.2 })]
    const path = `/api/v1/videos/${token.body.video_id}`
    expect((await call("GET", path)).body).toMatchObject({
      is_processed: false,
      is_newly_uploaded: true,
      meta: { cloudflare_id: uid, duration: null }
    })
    const ready = await call("GET", path)
    expect(ready.body).toEqual({
      id: token.body.video_id,
      embed_url: `https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${uid}/iframe`,
      thumbnail_url: `https://customer-f33zs165nr7gyfy4.cloudflarestream.com/${uid}/thumbnails/thumbnail.jpg`,
      is_processed: true,
      is_newly_uploaded: false,
      meta: { cloudflare_id: uid, duration: 31.2 }
    })
    // Processed for good: Cloudflare is not asked again.
    const asked = seen.length
    expect((await call("GET", path)).body.is_processed).toBe(true)
    expect(seen.length).toBe(asked)
  })

  it("refuses with 503 and records nothing when Cloudflare refuses or fails", async () => {
    const before = await videoCount()
    for (const failure of [
      authenticationError,
      (response: ServerResponse) => envelope(response, 500, { errors: [{ code: 10002, message: "Internal error" }] })
    ]) {
      answers = [failure]
      expect(await videoToken()).toEqual({
        status: 503,
        body: {
          _tag: "VideoHostUnavailable",
          error_code: 2114,
          message: "Video uploads are unavailable right now. Please try again in a moment."
        }
      })
    }
    expect(await videoCount()).toEqual(before)
  })

  it("answers what it knew about a video while Cloudflare can't say", async () => {
    const token = await videoToken()
    const uid = createdUid
    answers = [authenticationError]
    expect(await call("GET", `/api/v1/videos/${token.body.video_id}`)).toMatchObject({
      status: 200,
      body: { is_processed: false, is_newly_uploaded: false, meta: { cloudflare_id: uid } }
    })
  })
})

describe("choosing the video host", () => {
  const settingsFrom = (env: Record<string, string>) =>
    Effect.runPromise(
      Effect.either(Effect.withConfigProvider(cloudflareStreamSettings, ConfigProvider.fromMap(new Map(Object.entries(env)))))
    )

  it("is Cloudflare Stream with both the account and the token, the local host with neither", async () => {
    const chosen = await settingsFrom({ CLOUDFLARE_ACCOUNT_ID: ACCOUNT, CLOUDFLARE_STREAM_TOKEN: TOKEN })
    const settings = Either.getOrThrow(chosen).pipe(Option.getOrThrow)
    expect([settings.apiUrl, settings.accountId, Redacted.value(settings.token)]).toEqual([
      "https://api.cloudflare.com/client/v4",
      ACCOUNT,
      TOKEN
    ])
    expect(Either.getOrThrow(await settingsFrom({}))).toEqual(Option.none())
    expect(Either.getOrThrow(await settingsFrom({ CLOUDFLARE_ACCOUNT_ID: " ", CLOUDFLARE_STREAM_TOKEN: "" }))).toEqual(Option.none())
  })

  it("refuses one without the other", async () => {
    expect(Either.isLeft(await settingsFrom({ CLOUDFLARE_ACCOUNT_ID: ACCOUNT }))).toBe(true)
    expect(Either.isLeft(await settingsFrom({ CLOUDFLARE_STREAM_TOKEN: TOKEN }))).toBe(true)
  })
})
