import type { CommentAttachment } from "@redline/api"
import { useRef, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { type UploadFailure, uploadFailureOf, uploadPhoto } from "../photos/photoUpload.ts"

/**
 * A photo in the composer (spec 3 §4): uploading, uploaded (the server's attachment), or refused
 * with the uploader's words. A canceled one is removed.
 */
export type AttachmentUpload =
  | { readonly key: string; readonly name: string; readonly state: "uploading" }
  | { readonly key: string; readonly name: string; readonly state: "uploaded"; readonly attachment: CommentAttachment }
  | { readonly key: string; readonly name: string; readonly state: Exclude<UploadFailure["state"], "canceled">; readonly message: string }

let uploads = 0

/**
 * The composer's photos, each through the uploader and then `comments.attach`, which answers
 * the attachment the comment names. At most `limit` at a time: files past what is left are
 * ignored (spec 2 §5 'uploads beyond remaining capacity are ignored').
 */
export function useAttachmentUploads(limit: number) {
  const api = useApi()
  const [attachments, setAttachments] = useState<ReadonlyArray<AttachmentUpload>>([])
  const cancelations = useRef(new Map<string, AbortController>())

  const settle = (key: string, next: AttachmentUpload | null) =>
    setAttachments((shown) =>
      next === null ? shown.filter((upload) => upload.key !== key) : shown.map((upload) => (upload.key === key ? next : upload))
    )

  const start = async (key: string, file: File) => {
    const controller = new AbortController()
    cancelations.current.set(key, controller)
    try {
      const stored = await uploadPhoto(api, file, controller.signal)
      const attachment = await api("comments.attach", { body: { key: stored }, signal: controller.signal })
      settle(key, { key, name: file.name, state: "uploaded", attachment })
    } catch (error) {
      const failure = uploadFailureOf(error)
      settle(key, failure.state === "canceled" ? null : { key, name: file.name, state: failure.state, message: failure.message ?? "" })
    } finally {
      cancelations.current.delete(key)
    }
  }

  return {
    attachments,
    choose: (files: ReadonlyArray<File>) => {
      const taken = files.slice(0, Math.max(0, limit - attachments.length)).map((file) => ({ key: `upload-${++uploads}`, file }))
      setAttachments((shown) => [...shown, ...taken.map(({ key, file }) => ({ key, name: file.name, state: "uploading" as const }))])
      for (const { key, file } of taken) void start(key, file)
    },
    /** Cancels an upload on its way, or takes a photo off the comment. */
    remove: (key: string) => {
      cancelations.current.get(key)?.abort()
      settle(key, null)
    },
    /** The photos as they were, as a refused comment brings its own back. */
    replace: (shown: ReadonlyArray<CommentAttachment>) => setAttachments(shown.map(uploadedAs))
  }
}

const uploadedAs = (attachment: CommentAttachment): AttachmentUpload => ({
  key: `attachment-${attachment.id}`,
  name: "",
  state: "uploaded",
  attachment
})
