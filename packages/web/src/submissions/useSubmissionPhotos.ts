import type { SubmissionPhoto } from "@redline/api"
import { type PhotoSection, photoLimitProblem } from "@redline/domain"
import { useRef, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { isExplained } from "../api/refusal.ts"
import { uploadFailureOf, uploadPhoto } from "../photos/photoUpload.ts"

/** A photo on its way to a section: uploading, or refused with the uploader's words. */
export type PhotoUpload =
  | { readonly key: string; readonly section: PhotoSection; readonly name: string; readonly state: "uploading" }
  | { readonly key: string; readonly section: PhotoSection; readonly name: string; readonly state: "failed"; readonly message: string }

let uploads = 0

/**
 * The media section's photos (spec 3 §4 'Photos are added with a key and removed by photo id'):
 * each file goes through the uploader (its checks, the store, its states) and is then added to
 * its section; photos move within their section, one is the main photo, any is removed. Every
 * answer of the server is the photos as they now are, told to `onPhotos`.
 */
export function useSubmissionPhotos(
  submissionId: number,
  initial: ReadonlyArray<SubmissionPhoto>,
  onPhotos: (photos: ReadonlyArray<SubmissionPhoto>) => void
) {
  const api = useApi()
  const [photos, setPhotos] = useState(initial)
  const [pending, setPending] = useState<ReadonlyArray<PhotoUpload>>([])
  const [problem, setProblem] = useState<string | null>(null)
  const current = useRef(initial)

  const show = (next: ReadonlyArray<SubmissionPhoto>) => {
    current.current = next
    setPhotos(next)
    onPhotos(next)
  }
  const settle = (key: string, next: PhotoUpload | null) =>
    setPending((shown) =>
      next === null ? shown.filter((upload) => upload.key !== key) : shown.map((upload) => (upload.key === key ? next : upload))
    )

  const upload = async (key: string, section: PhotoSection, file: File) => {
    try {
      const stored = await uploadPhoto(api, file, new AbortController().signal)
      const photo = await api("submissions.addPhoto", { path: { submission_id: submissionId }, body: { key: stored, section } })
      settle(key, null)
      show([...current.current, photo])
    } catch (error) {
      settle(key, { key, section, name: file.name, state: "failed", message: uploadFailureOf(error).message ?? "" })
    }
  }

  /** A change that answers the photos as they now are; a refusal is said above the sections. */
  const change = async (call: () => Promise<{ readonly photos: ReadonlyArray<SubmissionPhoto> }>) => {
    setProblem(null)
    try {
      show((await call()).photos)
    } catch (error) {
      setProblem(isExplained(error) ? error.message : "Sorry, an error occurred. Please try again.")
    }
  }

  const inSection = (section: PhotoSection) =>
    current.current.filter((photo) => photo.section === section).sort((a, b) => a.position - b.position)

  return {
    photos,
    pending,
    problem,
    inSection: (section: PhotoSection) => photos.filter((photo) => photo.section === section).sort((a, b) => a.position - b.position),
    add: (section: PhotoSection, files: ReadonlyArray<File>) => {
      setProblem(null)
      const room = photoLimitProblem(inSection(section).length + files.length - 1, current.current.length + files.length - 1)
      if (room !== null) {
        setProblem(room)
        return
      }
      const taken = files.map((file) => ({ key: `photo-upload-${++uploads}`, file }))
      setPending((shown) => [...shown, ...taken.map(({ key, file }) => ({ key, section, name: file.name, state: "uploading" as const }))])
      for (const { key, file } of taken) void upload(key, section, file)
    },
    dismiss: (key: string) => settle(key, null),
    remove: (photo: SubmissionPhoto) =>
      change(() => api("submissions.deletePhoto", { path: { submission_id: submissionId, photo_id: photo.id } })),
    makeMain: (photo: SubmissionPhoto) =>
      change(() => api("submissions.mainPhoto", { path: { submission_id: submissionId }, body: { photo_id: photo.id } })),
    /** Moves a photo one place earlier (-1) or later (1) within its section. */
    move: (photo: SubmissionPhoto, by: -1 | 1) => {
      const ids = inSection(photo.section).map((each) => each.id)
      const from = ids.indexOf(photo.id)
      const to = from + by
      if (from < 0 || to < 0 || to >= ids.length) return Promise.resolve()
      ids.splice(from, 1)
      ids.splice(to, 0, photo.id)
      return change(() =>
        api("submissions.orderPhotos", { path: { submission_id: submissionId }, body: { section: photo.section, photo_ids: ids } })
      )
    }
  }
}
