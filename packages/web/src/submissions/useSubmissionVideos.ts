import type { VideoToken } from "@redline/api"
import { videoLimitProblem } from "@redline/domain"
import { useEffect, useRef, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { requestVideoUpload, sendVideo, videoUploadFailureOf } from "../videos/videoUpload.ts"

/**
 * A video of the media section: on its way (`sent` of `size` bytes), uploaded (the host has it:
 * processing, then ready), or stopped with the uploader's words and whether retrying helps. A
 * saved video has no name: the host keeps none we read.
 */
export type SubmissionVideo =
  | { readonly key: string; readonly name: string; readonly state: "uploading"; readonly sent: number; readonly size: number }
  | { readonly key: string; readonly name: string | null; readonly state: "uploaded"; readonly videoId: number }
  | {
      readonly key: string
      readonly name: string
      readonly state: "failed"
      readonly message: string
      readonly retry: "resume" | "restart" | null
    }

/** A picked file until its upload is done: its token once asked, and what stops it. */
interface Upload {
  readonly file: File
  token: VideoToken | null
  controller: AbortController
}

let picked = 0

const idsOf = (videos: ReadonlyArray<SubmissionVideo>) => videos.flatMap((video) => (video.state === "uploaded" ? [video.videoId] : []))
const uploadingOf = (videos: ReadonlyArray<SubmissionVideo>) => videos.filter((video) => video.state === "uploading").length
/** What counts toward the limit: every video but one refused outright, which only waits to be removed. */
const heldOf = (videos: ReadonlyArray<SubmissionVideo>) => videos.filter((video) => video.state !== "failed" || video.retry !== null).length

/**
 * The media section's videos (spec 3 §4 media `video_ids`): each picked file gets a video token
 * for the submission and goes to the host over tus, resumable after a failure; once uploaded its
 * id joins the section's `video_ids`, told to `onVideoIds` (saved with the step), and
 * `onUploading` hears how many are still on their way. Removing one stops its upload. At most
 * `SECTION_VIDEOS_MAX`.
 */
export function useSubmissionVideos(
  submissionId: number,
  savedIds: ReadonlyArray<number>,
  onVideoIds: (ids: ReadonlyArray<number>) => void,
  onUploading: (uploading: number) => void
) {
  const api = useApi()
  const [initial] = useState<ReadonlyArray<SubmissionVideo>>(() =>
    savedIds.map((videoId) => ({ key: `video-${videoId}`, name: null, state: "uploaded", videoId }))
  )
  const [videos, setVideos] = useState(initial)
  const [problem, setProblem] = useState<string | null>(null)
  const current = useRef(initial)
  const told = useRef({ ids: savedIds.join(","), uploading: 0 })
  const uploads = useRef(new Map<string, Upload>())

  // leaving the page stops what is still uploading
  useEffect(() => {
    const running = uploads.current
    return () => running.forEach((upload) => upload.controller.abort())
  }, [])

  const update = (change: (videos: ReadonlyArray<SubmissionVideo>) => ReadonlyArray<SubmissionVideo>) => {
    current.current = change(current.current)
    setVideos(current.current)
    const ids = idsOf(current.current)
    const uploading = uploadingOf(current.current)
    if (ids.join(",") !== told.current.ids) onVideoIds(ids)
    if (uploading !== told.current.uploading) onUploading(uploading)
    told.current = { ids: ids.join(","), uploading }
  }
  const settle = (key: string, next: SubmissionVideo | null) =>
    update((shown) =>
      next === null ? shown.filter((video) => video.key !== key) : shown.map((video) => (video.key === key ? next : video))
    )

  const send = async (key: string, resume: boolean) => {
    const upload = uploads.current.get(key)
    if (upload === undefined) return
    const { file } = upload
    const controller = new AbortController()
    upload.controller = controller
    const uploading = (sent: number): SubmissionVideo => ({ key, name: file.name, state: "uploading", sent, size: file.size })
    settle(key, uploading(0))
    try {
      upload.token ??= await requestVideoUpload(api, file, { type: "submission", id: submissionId }, controller.signal)
      const { video_id, upload_url, chunk_size } = upload.token
      await sendVideo(
        file,
        { uploadUrl: upload_url, chunkSize: chunk_size },
        {
          signal: controller.signal,
          resume,
          onProgress: (sent) => settle(key, uploading(sent))
        }
      )
      uploads.current.delete(key)
      settle(key, { key, name: file.name, state: "uploaded", videoId: video_id })
    } catch (error) {
      if (controller.signal.aborted) return
      const failure = videoUploadFailureOf(error)
      // an upload the host no longer knows starts again with a new token
      if (failure.retry === "restart") upload.token = null
      settle(key, { key, name: file.name, state: "failed", message: failure.message, retry: failure.retry })
    }
  }

  return {
    videos,
    problem,
    /** Uploads the picked files, as many as the section still takes. */
    add: (files: ReadonlyArray<File>) => {
      setProblem(null)
      for (const file of files) {
        const full = videoLimitProblem(heldOf(current.current))
        if (full !== null) {
          setProblem(full)
          return
        }
        const key = `video-upload-${++picked}`
        uploads.current.set(key, { file, token: null, controller: new AbortController() })
        update((shown) => [...shown, { key, name: file.name, state: "uploading", sent: 0, size: file.size }])
        void send(key, false)
      }
    },
    /** Tries a stopped upload again: from where the host stands, or with a new token when it no longer knows it. */
    retry: (video: SubmissionVideo) => {
      setProblem(null)
      if (video.state === "failed" && video.retry !== null) void send(video.key, video.retry === "resume")
    },
    /** Takes a video out of the section, stopping its upload. */
    remove: (video: SubmissionVideo) => {
      setProblem(null)
      uploads.current.get(video.key)?.controller.abort()
      uploads.current.delete(video.key)
      settle(video.key, null)
    }
  }
}
