import { useRef, useState } from "react"
import type { Api } from "../api/api.ts"
import { useApi } from "../api/useApi.ts"
import { checkPhoto, type UploadFailure, uploadFailureOf, uploadToStore } from "./photoUpload.ts"

/**
 * A photo in a composer (spec 3 §4): chosen (being checked), uploading, uploaded (the server's
 * attachment), refused with the uploader's words, or, for one already saved with what is being
 * edited, to be deleted when it is saved. A canceled one is removed.
 */
export type AttachmentUpload<A> =
  | { readonly key: string; readonly name: string; readonly state: "chosen" | "uploading" }
  | {
      readonly key: string
      readonly name: string
      readonly state: "uploaded" | "to_delete"
      readonly attachment: A
      readonly saved: boolean
    }
  | { readonly key: string; readonly name: string; readonly state: Exclude<UploadFailure["state"], "canceled">; readonly message: string }

/** The server's processing of an upload's key: the attachment it makes of it. */
export type Attach<A> = (api: Api, key: string, signal: AbortSignal) => Promise<A>

let uploads = 0

/**
 * A composer's photos, each checked, sent through the uploader and then to `attach`, which
 * answers the attachment the comment, post or reply names. At most `limit` at a time: files past
 * what is left are ignored (spec 2 §5 'uploads beyond remaining capacity are ignored'). Photos
 * already saved with what is edited (`saved`) are marked to delete rather than taken off, so the
 * deletion goes with the save.
 */
export function useAttachmentUploads<A extends { readonly id: number }>(limit: number, attach: Attach<A>, saved: ReadonlyArray<A> = []) {
  const api = useApi()
  const [attachments, setAttachments] = useState<ReadonlyArray<AttachmentUpload<A>>>(() =>
    saved.map((attachment) => uploadedAs(attachment, true))
  )
  const cancelations = useRef(new Map<string, AbortController>())

  const settle = (key: string, next: AttachmentUpload<A> | null) =>
    setAttachments((shown) =>
      next === null ? shown.filter((upload) => upload.key !== key) : shown.map((upload) => (upload.key === key ? next : upload))
    )

  const start = async (key: string, file: File) => {
    const controller = new AbortController()
    cancelations.current.set(key, controller)
    try {
      await checkPhoto(file)
      controller.signal.throwIfAborted()
      settle(key, { key, name: file.name, state: "uploading" })
      const stored = await uploadToStore(api, file, controller.signal)
      const attachment = await attach(api, stored, controller.signal)
      settle(key, { key, name: file.name, state: "uploaded", attachment, saved: false })
    } catch (error) {
      const failure = uploadFailureOf(error)
      settle(key, failure.state === "canceled" ? null : { key, name: file.name, state: failure.state, message: failure.message ?? "" })
    } finally {
      cancelations.current.delete(key)
    }
  }

  const counted = attachments.filter((upload) => upload.state !== "to_delete").length

  return {
    attachments,
    /** Whether another photo may be added. */
    full: counted >= limit,
    choose: (files: ReadonlyArray<File>) => {
      const taken = files.slice(0, Math.max(0, limit - counted)).map((file) => ({ key: `upload-${++uploads}`, file }))
      setAttachments((shown) => [...shown, ...taken.map(({ key, file }) => ({ key, name: file.name, state: "chosen" as const }))])
      for (const { key, file } of taken) void start(key, file)
    },
    /** Cancels an upload on its way, takes a photo off, or marks a saved one to delete. */
    remove: (key: string) => {
      cancelations.current.get(key)?.abort()
      setAttachments((shown) =>
        shown.flatMap((upload) => {
          if (upload.key !== key) return [upload]
          return upload.state === "uploaded" && upload.saved ? [{ ...upload, state: "to_delete" as const }] : []
        })
      )
    },
    /** A saved photo marked to delete stays after all. */
    restore: (key: string) =>
      setAttachments((shown) =>
        shown.map((upload) =>
          upload.key === key && upload.state === "to_delete" && counted < limit ? { ...upload, state: "uploaded" } : upload
        )
      ),
    /** The photos as they were, as a refused comment brings its own back (not yet saved with anything). */
    replace: (shown: ReadonlyArray<A>) => setAttachments(shown.map((attachment) => uploadedAs(attachment, false)))
  }
}

const uploadedAs = <A extends { readonly id: number }>(attachment: A, saved: boolean): AttachmentUpload<A> => ({
  key: `attachment-${attachment.id}`,
  name: "",
  state: "uploaded",
  attachment,
  saved
})
