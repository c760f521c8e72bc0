import { afterEach, describe, expect, it, vi } from "vitest"
import { sendVideo, VideoUploadStopped, videoUploadFailureOf } from "./videoUpload.ts"
import { ApiError } from "../api/request.ts"

const URL = "https://videos.test/uploads/tok-1"
const NO_WAIT = [0, 0]

interface Request {
  readonly method: string
  readonly offset: number | null
  readonly bytes: string
}

/**
 * A tus host in memory, as `fetch`: HEAD names the offset, PATCH appends at the offset it holds
 * (409 elsewhere). `failing` says what the nth PATCH gets instead: an answer's status, 'network'
 * for a fetch that rejects, or 'half' to keep half the chunk and answer 500, as a connection cut
 * mid-chunk does.
 */
function fakeHost(failing: Record<number, number | "network" | "half"> = {}) {
  const requests: Request[] = []
  let stored = ""
  let patches = 0
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    expect(url).toBe(URL)
    init.signal?.throwIfAborted()
    const headers = new Headers(init.headers)
    expect(headers.get("tus-resumable")).toBe("1.0.0")
    const method = init.method ?? "GET"
    const offset = headers.has("upload-offset") ? Number(headers.get("upload-offset")) : null
    const bytes = init.body instanceof Blob ? await init.body.text() : ""
    requests.push({ method, offset, bytes })
    if (method === "HEAD") return new Response(null, { status: 200, headers: { "upload-offset": String(stored.length) } })
    expect(headers.get("content-type")).toBe("application/offset+octet-stream")
    const failure = failing[++patches]
    if (failure === "network") throw new TypeError("Failed to fetch")
    if (failure === "half") {
      stored += bytes.slice(0, bytes.length / 2)
      return new Response(null, { status: 500 })
    }
    if (failure !== undefined) return Response.json({ message: "no" }, { status: failure })
    if (offset !== stored.length) return Response.json({ upload_offset: stored.length }, { status: 409 })
    stored += bytes
    return new Response(null, { status: 204, headers: { "upload-offset": String(stored.length) } })
  })
  return { requests, stored: () => stored }
}

const file = new Blob(["abcdefghij"])
const target = { uploadUrl: URL, chunkSize: 4 }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe("sendVideo", () => {
  it("sends the file in PATCHes of at most the chunk size, each at the offset the host has, and tells the progress", async () => {
    const host = fakeHost()
    const progress: number[] = []
    await sendVideo(file, target, { signal: new AbortController().signal, onProgress: (sent) => progress.push(sent) })
    expect(host.requests).toEqual([
      { method: "PATCH", offset: 0, bytes: "abcd" },
      { method: "PATCH", offset: 4, bytes: "efgh" },
      { method: "PATCH", offset: 8, bytes: "ij" }
    ])
    expect(host.stored()).toBe("abcdefghij")
    expect(progress).toEqual([4, 8, 10])
  })

  it("after a failed PATCH asks where the upload stands (HEAD) and goes on from there", async () => {
    const host = fakeHost({ 2: "half", 3: "network" })
    const progress: number[] = []
    await sendVideo(file, target, { signal: new AbortController().signal, onProgress: (sent) => progress.push(sent), retryDelays: NO_WAIT })
    expect(host.requests.map(({ method, offset }) => `${method} ${offset ?? ""}`.trim())).toEqual([
      "PATCH 0",
      "PATCH 4",
      "HEAD",
      "PATCH 6",
      "HEAD",
      "PATCH 6"
    ])
    expect(host.stored()).toBe("abcdefghij")
    expect(progress).toEqual([4, 6, 6, 10])
  })

  it("stops after its last try, and resumes later from the offset the host names", async () => {
    const host = fakeHost({ 2: 503, 3: 503, 4: 503 })
    const stopped = sendVideo(file, target, { signal: new AbortController().signal, onProgress: () => undefined, retryDelays: NO_WAIT })
    await expect(stopped).rejects.toEqual(new VideoUploadStopped("failed", "The host answered 503."))
    expect(videoUploadFailureOf(await stopped.catch((error: unknown) => error))).toEqual({ message: "Error uploading", retry: "resume" })
    expect(host.stored()).toBe("abcd")

    const progress: number[] = []
    await sendVideo(file, target, { signal: new AbortController().signal, onProgress: (sent) => progress.push(sent), resume: true })
    expect(host.requests.slice(-3).map(({ method, offset }) => `${method} ${offset ?? ""}`.trim())).toEqual(["HEAD", "PATCH 4", "PATCH 8"])
    expect(progress).toEqual([4, 8, 10])
    expect(host.stored()).toBe("abcdefghij")
  })

  it("gives up at once on an upload the host no longer knows, or refuses", async () => {
    fakeHost({ 1: 404 })
    const gone = sendVideo(file, target, { signal: new AbortController().signal, onProgress: () => undefined, retryDelays: NO_WAIT })
    expect(videoUploadFailureOf(await gone.catch((error: unknown) => error))).toEqual({
      message: "This upload link is unknown or has expired. Please start the upload again.",
      retry: "restart"
    })
    const host = fakeHost({ 1: 415 })
    const refused = sendVideo(file, target, { signal: new AbortController().signal, onProgress: () => undefined, retryDelays: NO_WAIT })
    expect(videoUploadFailureOf(await refused.catch((error: unknown) => error))).toEqual({ message: "Error uploading", retry: null })
    expect(host.requests).toHaveLength(1)
  })

  it("stops where it is when aborted, without asking or sending more", async () => {
    const host = fakeHost()
    const controller = new AbortController()
    const sent = sendVideo(file, target, {
      signal: controller.signal,
      onProgress: (bytes) => {
        if (bytes === 4) controller.abort()
      }
    })
    await expect(sent).rejects.toMatchObject({ name: "AbortError" })
    expect(host.requests).toEqual([{ method: "PATCH", offset: 0, bytes: "abcd" }])
  })
})

describe("videoUploadFailureOf", () => {
  it("says the host is unavailable (2114) and lets the person ask again, and keeps the API's words for a file too large", () => {
    expect(videoUploadFailureOf(new ApiError(503, 2114, "Video uploads are unavailable right now. Please try again in a moment."))).toEqual(
      { message: "Video uploads are unavailable right now. Please try again in a moment.", retry: "restart" }
    )
    expect(videoUploadFailureOf(new ApiError(413, 2110, "Videos can be at most 2 GB."))).toEqual({
      message: "Videos can be at most 2 GB.",
      retry: null
    })
  })
})
