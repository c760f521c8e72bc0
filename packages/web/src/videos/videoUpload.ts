import type { VideoObjectType } from "@redline/domain"
import {
  ErrorCode,
  isVideoFileType,
  Messages,
  NOT_A_VIDEO,
  VIDEO_NAME_MAX_LENGTH,
  videoUploadMessage,
  videoUploadProblem
} from "@redline/domain"
import type { Api } from "../api/api.ts"
import { isExplained } from "../api/refusal.ts"
import { ApiError } from "../api/request.ts"

/** What a file input offers to pick. */
export const VIDEO_ACCEPT = "video/*"

const TUS_VERSION = "1.0.0"

/** The waits before a failed chunk is tried again, each after asking the host where the upload stands. */
const CHUNK_RETRY_DELAYS_MS: ReadonlyArray<number> = [1000, 3000, 5000]

/** The name the host records: the file's, cut to the length it takes. */
const nameOf = (file: File) => file.name.trim().slice(0, VIDEO_NAME_MAX_LENGTH) || "Video"

/** A video refused in the browser, before anything was asked or sent. */
class VideoRefused extends Error {}

/**
 * Why the host stopped taking an upload: it no longer knows its URL (`gone`: a new token starts
 * it again), it refused the bytes (`refused`), or it could not be reached (`failed`: asking where
 * it stands and going on from there may work).
 */
export class VideoUploadStopped extends Error {
  constructor(
    readonly reason: "gone" | "refused" | "failed",
    message: string
  ) {
    super(message)
    this.name = "VideoUploadStopped"
  }
}

/** Why a picked file is not uploaded at all, in words; null when it goes up. */
export function videoFileProblem(file: File): string | null {
  if (!isVideoFileType(file.type)) return NOT_A_VIDEO
  const problem = videoUploadProblem({ size: file.size, name: nameOf(file) })
  return problem === null ? null : videoUploadMessage(problem)
}

/** The video token for `file` (spec 2 §7 'POST auth/video-token'): its id, the one-time tus URL and the chunk size. */
export function requestVideoUpload(
  api: Api,
  file: File,
  object: { readonly type: VideoObjectType; readonly id: number },
  signal: AbortSignal
) {
  const problem = videoFileProblem(file)
  if (problem !== null) return Promise.reject(new VideoRefused(problem))
  return api("videos.videoToken", {
    body: { upload_size: file.size, name: nameOf(file), object_type: object.type, object_id: object.id },
    signal
  })
}

const stoppedBy = (status: number): VideoUploadStopped =>
  status === 404 || status === 410
    ? new VideoUploadStopped("gone", `The host no longer knows this upload (${status}).`)
    : status === 409 || status === 423 || status === 429 || status >= 500
      ? new VideoUploadStopped("failed", `The host answered ${status}.`)
      : new VideoUploadStopped("refused", `The host refused the upload (${status}).`)

/** The offset a tus answer names; a missing or odd one is a failure, and the host is asked again. */
function offsetOf(response: Response): number {
  const offset = Number(response.headers.get("upload-offset") ?? Number.NaN)
  if (!Number.isSafeInteger(offset) || offset < 0) throw new VideoUploadStopped("failed", "The host named no upload offset.")
  return offset
}

/** Where the upload stands (tus HEAD). */
async function offsetAt(url: string, signal: AbortSignal): Promise<number> {
  const response = await fetch(url, { method: "HEAD", headers: { "Tus-Resumable": TUS_VERSION }, signal })
  if (!response.ok) throw stoppedBy(response.status)
  return offsetOf(response)
}

/** Sends the chunk starting at `offset` (tus PATCH); answers the offset the host now has. */
async function sendChunk(url: string, file: Blob, offset: number, chunkSize: number, signal: AbortSignal): Promise<number> {
  const response = await fetch(url, {
    method: "PATCH",
    headers: { "Tus-Resumable": TUS_VERSION, "Upload-Offset": String(offset), "Content-Type": "application/offset+octet-stream" },
    body: file.slice(offset, offset + chunkSize),
    signal
  })
  if (!response.ok) throw stoppedBy(response.status)
  const next = offsetOf(response)
  if (next <= offset) throw new VideoUploadStopped("failed", "The host took none of the chunk.")
  return next
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener("abort", () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

export interface SendVideoOptions {
  /** Stops the upload where it is; the promise rejects with the abort. */
  readonly signal: AbortSignal
  /** The bytes the host has, after each chunk. */
  readonly onProgress: (sent: number) => void
  /** The upload was stopped before: the host is asked where it stands first. */
  readonly resume?: boolean
  readonly retryDelays?: ReadonlyArray<number>
}

/**
 * Sends `file` to a tus upload URL (tus 1.0.0 core, as the video token's host speaks it) in
 * PATCHes of at most `chunkSize` bytes, from where the host stands. A chunk that fails (no
 * answer, the host busy, or at another offset) is tried again after a wait, from the offset a
 * HEAD then names, so an upload never starts over; after the last wait it rejects with
 * `VideoUploadStopped`, and `resume` later carries on. A refusal or an unknown URL rejects at once.
 */
export async function sendVideo(
  file: Blob,
  target: { readonly uploadUrl: string; readonly chunkSize: number },
  { signal, onProgress, resume = false, retryDelays = CHUNK_RETRY_DELAYS_MS }: SendVideoOptions
): Promise<void> {
  let offset: number | null = resume ? null : 0
  let failures = 0
  for (;;) {
    try {
      if (offset === null) {
        offset = await offsetAt(target.uploadUrl, signal)
        onProgress(offset)
      }
      if (offset >= file.size) return
      offset = await sendChunk(target.uploadUrl, file, offset, target.chunkSize, signal)
      failures = 0
      onProgress(offset)
    } catch (error) {
      signal.throwIfAborted()
      const again = !(error instanceof VideoUploadStopped) || error.reason === "failed"
      if (!again || failures >= retryDelays.length) throw error instanceof VideoUploadStopped ? error : stoppedBy(503)
      await wait(retryDelays[failures++]!, signal)
      offset = null
    }
  }
}

/** How a failed upload ends for the person: in words, and whether trying again resumes it, starts it anew, or can't help. */
export interface VideoUploadFailure {
  readonly message: string
  readonly retry: "resume" | "restart" | null
}

/**
 * The words for a video that didn't go up: the browser's refusal, the API's (too large, and the
 * host unavailable, which asking again may mend), the host's; anything else 'Error uploading',
 * resumed where it stopped.
 */
export function videoUploadFailureOf(error: unknown): VideoUploadFailure {
  if (error instanceof VideoRefused) return { message: error.message, retry: null }
  if (error instanceof VideoUploadStopped) {
    switch (error.reason) {
      case "gone":
        return { message: Messages.videoUploadNotFound, retry: "restart" }
      case "refused":
        return { message: Messages.uploadFailed, retry: null }
      case "failed":
        return { message: Messages.uploadFailed, retry: "resume" }
    }
  }
  if (error instanceof ApiError && error.errorCode === ErrorCode.video_host_unavailable) {
    return { message: Messages.videoHostUnavailable, retry: "restart" }
  }
  if (isExplained(error)) return { message: error.message, retry: error.status === 429 ? "restart" : null }
  return { message: Messages.uploadFailed, retry: "restart" }
}
