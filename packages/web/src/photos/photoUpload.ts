import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MIME_TYPES,
  type AttachmentProblem,
  attachmentProblem,
  ErrorCode,
  Messages
} from "@redline/domain"
import type { Api } from "../api/api.ts"
import { isExplained } from "../api/refusal.ts"
import { photoDimensions } from "./photoDimensions.ts"

/** What a file input offers to pick: the types the uploader takes, by MIME type and extension. */
export const PHOTO_ACCEPT = [...ATTACHMENT_MIME_TYPES, ...ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`)].join(",")

/** A photo refused in the browser, before anything was uploaded. */
class PhotoRefused extends Error {
  constructor(readonly problem: AttachmentProblem) {
    super(problem === "unsupported" ? Messages.unsupportedFileFormat : Messages.attachmentTooLarge)
  }
}

// A PUT to the store that takes longer than this is tried once more with the same URL, still valid
// for minutes (spec 2 §4: a timeout retries the upload); any other failure is 'Error uploading'.
const STORE_TIMEOUT_MS = 60_000
const STORE_ATTEMPTS = 2

/** One PUT of the file to the store; with `onProgress`, through XMLHttpRequest, the browser's one call that tells the bytes sent. */
function putOnce(
  url: string,
  file: File,
  signal: AbortSignal,
  onProgress?: (sent: number) => void
): Promise<{ readonly ok: boolean; readonly status: number }> {
  if (onProgress === undefined) return fetch(url, { method: "PUT", body: file, signal })
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    const stop = () => request.abort()
    signal.addEventListener("abort", stop, { once: true })
    const settle = () => signal.removeEventListener("abort", stop)
    request.upload.addEventListener("progress", (event) => onProgress(event.loaded))
    request.addEventListener("load", () => {
      settle()
      resolve({ ok: request.status >= 200 && request.status < 300, status: request.status })
    })
    request.addEventListener("error", () => {
      settle()
      reject(new TypeError("The store couldn't be reached"))
    })
    request.addEventListener("abort", () => {
      settle()
      reject(signal.reason)
    })
    request.open("PUT", url)
    request.send(file)
  })
}

async function putToStore(url: string, file: File, canceled: AbortSignal, onProgress?: (sent: number) => void) {
  for (let attempt = 1; ; attempt++) {
    try {
      const signal = AbortSignal.any([canceled, AbortSignal.timeout(STORE_TIMEOUT_MS)])
      return await putOnce(url, file, signal, onProgress)
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError"
      if (!timedOut || attempt >= STORE_ATTEMPTS) throw error
    }
  }
}

/**
 * A file straight to object storage with a fresh upload token for its size (so a token never
 * expires on the way), answering the upload's key once stored, for the server to process. Until
 * then `canceled` stops it; `onProgress` hears the bytes sent.
 */
export async function uploadToStore(api: Api, file: File, canceled: AbortSignal, onProgress?: (sent: number) => void): Promise<string> {
  canceled.throwIfAborted()
  const token = await api("auth.s3Token", { query: { size: file.size }, signal: canceled })
  const stored = await putToStore(token.upload_url, file, canceled, onProgress)
  if (!stored.ok) throw new Error(`The store answered ${stored.status}`)
  canceled.throwIfAborted()
  return token.key
}

/** A photo's type and dimensions, checked in the browser before it goes up; a refusal throws in the uploader's words. */
export async function checkPhoto(file: File): Promise<void> {
  // a file the browser cannot decode but that has bytes goes up anyway: the server has the last word
  const { width, height } = file.size > 0 ? await photoDimensions(file) : { width: 0, height: 0 }
  const problem = file.size > 0 ? attachmentProblem({ name: file.name, type: file.type, width, height }) : "unsupported"
  if (problem !== null) throw new PhotoRefused(problem)
}

/**
 * The uploader (spec 2 §4 'Uploader'): the type and dimensions are checked here first, then the
 * file goes to the store (`uploadToStore`).
 */
export async function uploadPhoto(api: Api, file: File, canceled: AbortSignal): Promise<string> {
  await checkPhoto(file)
  return uploadToStore(api, file, canceled)
}

/** Where an upload stands: `canceled` is the person's doing; the last three are the uploader's refusals. */
export type PhotoUploadState = "idle" | "uploading" | "uploaded" | "canceled" | "failed" | "unsupported" | "too_large"

export type UploadFailure = {
  readonly state: Exclude<PhotoUploadState, "idle" | "uploading" | "uploaded">
  readonly message: string | null
}

/**
 * How a failed upload, or the server's processing of it, ends: canceled, or refused in the
 * uploader's words (the server's refusals are already in them); anything else is 'Error uploading'.
 */
export function uploadFailureOf(error: unknown): UploadFailure {
  if (error instanceof DOMException && error.name === "AbortError") return { state: "canceled", message: null }
  if (error instanceof PhotoRefused) return { state: error.problem, message: error.message }
  if (isExplained(error)) {
    const state =
      error.errorCode === ErrorCode.unsupported_file_format
        ? "unsupported"
        : error.errorCode === ErrorCode.photo_too_large
          ? "too_large"
          : "failed"
    return { state, message: error.message }
  }
  return { state: "failed", message: Messages.uploadFailed }
}
