import type { AccountSettings, UploadToken } from "@redline/api"
import { type AttachmentProblem, attachmentProblem, Messages } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { errorCodes } from "../api/errorCodes.ts"
import { ApiError } from "../api/request.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"
import { photoDimensions } from "./photoDimensions.ts"
import { useSettingsChange } from "./useAccountSettings.ts"

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

async function putToStore(url: string, file: File): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, { method: "PUT", body: file, signal: AbortSignal.timeout(STORE_TIMEOUT_MS) })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError"
      if (!timedOut || attempt >= STORE_ATTEMPTS) throw error
    }
  }
}

export type PhotoUploadState = "idle" | "uploading" | "uploaded" | "failed" | "unsupported" | "too_large"

/**
 * The uploader for the profile photo (spec 2 §4 'Uploader'): the type and dimensions are checked
 * here first, then the file goes straight to object storage with a fresh upload token, and the
 * server is asked to make the upload the photo. A fresh token for every upload means one never
 * expires on the way.
 */
export function useProfilePhotoUpload() {
  const request = useSessionRequest()
  const change = useSettingsChange()
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const { width, height } = file.size > 0 ? await photoDimensions(file) : { width: 0, height: 0 }
      const problem = file.size > 0 ? attachmentProblem({ name: file.name, type: file.type, width, height }) : "unsupported"
      if (problem !== null) throw new PhotoRefused(problem)
      const token = await request<UploadToken>("/v1/auth/s3-token")
      const stored = await putToStore(token.upload_url, file)
      if (!stored.ok) throw new Error(`The store answered ${stored.status}`)
      return request<AccountSettings>("/v1/profile/photo", { method: "PUT", body: { photo: token.key } })
    },
    onSuccess: (settings) => change({ photo: settings.photo })
  })

  const error = upload.error
  const state: PhotoUploadState = upload.isPending
    ? "uploading"
    : upload.isSuccess
      ? "uploaded"
      : error instanceof PhotoRefused
        ? error.problem
        : error instanceof ApiError && error.errorCode === errorCodes.unsupported_file_format
          ? "unsupported"
          : error instanceof ApiError && error.errorCode === errorCodes.photo_too_large
            ? "too_large"
            : error !== null
              ? "failed"
              : "idle"
  // The server's refusals are already in the uploader's words; anything else is 'Error uploading'.
  const message = error instanceof PhotoRefused || error instanceof ApiError ? error.message : error !== null ? Messages.uploadFailed : null
  return { state, message, choose: (file: File) => upload.mutate(file) }
}
