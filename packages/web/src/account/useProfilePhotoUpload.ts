import { type AttachmentProblem, attachmentProblem, ErrorCode, Messages } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
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

async function putToStore(url: string, file: File, canceled: AbortSignal): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      const signal = AbortSignal.any([canceled, AbortSignal.timeout(STORE_TIMEOUT_MS)])
      return await fetch(url, { method: "PUT", body: file, signal })
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === "TimeoutError"
      if (!timedOut || attempt >= STORE_ATTEMPTS) throw error
    }
  }
}

const isCancel = (error: unknown) => error instanceof DOMException && error.name === "AbortError"

export type PhotoUploadState = "idle" | "uploading" | "uploaded" | "canceled" | "failed" | "unsupported" | "too_large"

/**
 * The uploader for the profile photo (spec 2 §4 'Uploader'): the type and dimensions are checked
 * here first, then the file goes straight to object storage with a fresh upload token for its
 * size, and the server is asked to make the upload the photo. A fresh token for every upload means
 * one never expires on the way. Until the server is asked, the upload can be canceled.
 */
export function useProfilePhotoUpload() {
  const api = useApi()
  const change = useSettingsChange()
  // the way to stop the upload in progress, while it is on its way to the store
  const [cancelation, setCancelation] = useState<AbortController | null>(null)
  const upload = useMutation({
    mutationFn: async (file: File) => {
      const controller = new AbortController()
      setCancelation(controller)
      const { width, height } = file.size > 0 ? await photoDimensions(file) : { width: 0, height: 0 }
      const problem = file.size > 0 ? attachmentProblem({ name: file.name, type: file.type, width, height }) : "unsupported"
      if (problem !== null) throw new PhotoRefused(problem)
      const token = await api("auth.s3Token", { query: { size: file.size } })
      const stored = await putToStore(token.upload_url, file, controller.signal)
      if (!stored.ok) throw new Error(`The store answered ${stored.status}`)
      controller.signal.throwIfAborted()
      setCancelation(null)
      return api("profile.photo", { body: { photo: token.key } })
    },
    onSuccess: (settings) => change({ photo: settings.photo }),
    onSettled: () => setCancelation(null)
  })

  const error = upload.error
  const state: PhotoUploadState = upload.isPending
    ? "uploading"
    : upload.isSuccess
      ? "uploaded"
      : isCancel(error)
        ? "canceled"
        : error instanceof PhotoRefused
          ? error.problem
          : error instanceof ApiError && error.errorCode === ErrorCode.unsupported_file_format
            ? "unsupported"
            : error instanceof ApiError && error.errorCode === ErrorCode.photo_too_large
              ? "too_large"
              : error !== null
                ? "failed"
                : "idle"
  // The server's refusals are already in the uploader's words; anything else is 'Error uploading'.
  const message = error instanceof PhotoRefused || error instanceof ApiError ? error.message : error !== null ? Messages.uploadFailed : null
  return {
    state,
    message,
    choose: (file: File) => upload.mutate(file),
    /** Stops an upload on its way to the store; once the server is making it the photo, it is too late. */
    cancel: () => cancelation?.abort(),
    cancelable: upload.isPending && cancelation !== null
  }
}
