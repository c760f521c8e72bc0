import { Messages } from "./Messages.ts"
import { isActiveSubmission, photosEditable, type SubmissionStatus } from "./submissions/SubmissionStatus.ts"

/**
 * Hosted videos (spec 2 §7, spec 3 §3 and §7): the browser asks for a video token naming the
 * file's size and name and what the video is for, then sends the bytes straight to the video
 * host over tus, in chunks, to the one-time upload URL the token carries. The host processes
 * the video for a few seconds before it can be played.
 */

/** Ours: an hour of phone video at a high bit rate, and far more than a walk-around needs. */
export const VIDEO_MAX_BYTES = 2 * 1024 ** 3

/** Ours: a file name, or a short title a person gives the video. */
export const VIDEO_NAME_MAX_LENGTH = 200

/**
 * Ours: the longest video the host accepts for an upload. The host reserves this much of the
 * account's storage until the upload arrives (or its URL expires), so it stays modest.
 */
export const VIDEO_MAX_DURATION_SECONDS = 30 * 60

/** Ours: a one-time upload URL stays good for two hours, enough for 2 GB on a slow line. */
export const VIDEO_UPLOAD_URL_SECONDS = 2 * 60 * 60

/** A video can be used about 4 seconds after its upload completed (spec 2 §9, spec 3 §7). */
export const VIDEO_PROCESSING_DELAY_SECONDS = 4

/** What a video can be added to. Submissions and comments join this list when they exist. */
export const VIDEO_OBJECT_TYPES = ["auction", "submission"] as const
export type VideoObjectType = (typeof VIDEO_OBJECT_TYPES)[number]

export function isVideoObjectType(objectType: string): objectType is VideoObjectType {
  return (VIDEO_OBJECT_TYPES as ReadonlyArray<string>).includes(objectType)
}

/** A video's name as kept: trimmed. */
export function videoName(name: string): string {
  return name.trim()
}

export type VideoUploadProblem = "size_invalid" | "too_large" | "name_missing" | "name_too_long"

/**
 * What is wrong with an upload the browser announces, or null when it will do: the size is a
 * whole, positive number of bytes up to the maximum, and the trimmed name is there and fits.
 */
export function videoUploadProblem(upload: { readonly size: number; readonly name: string }): VideoUploadProblem | null {
  if (!Number.isSafeInteger(upload.size) || upload.size <= 0) return "size_invalid"
  if (upload.size > VIDEO_MAX_BYTES) return "too_large"
  const name = videoName(upload.name)
  if (name === "") return "name_missing"
  if (name.length > VIDEO_NAME_MAX_LENGTH) return "name_too_long"
  return null
}

/** The words for each problem. */
export function videoUploadMessage(problem: VideoUploadProblem): string {
  switch (problem) {
    case "size_invalid":
      return Messages.videoSizeInvalid
    case "too_large":
      return Messages.videoTooLarge(VIDEO_MAX_BYTES)
    case "name_missing":
      return Messages.videoNameMissing
    case "name_too_long":
      return Messages.videoNameTooLong(VIDEO_NAME_MAX_LENGTH)
  }
}

/** The words for a file picked as a video that is not one (ours). */
export const NOT_A_VIDEO = "This file is not a video."

/**
 * Whether the browser takes a picked file for a video: its type is a video's, or unknown (some
 * systems name no type for a Matroska file). The host judges the bytes; this spares the upload of
 * a photo or a document picked by mistake.
 */
export const isVideoFileType = (type: string): boolean => type === "" || type.startsWith("video/")

/**
 * Whether a video whose upload completed at `uploadedAt` has been processed by `now`: not before
 * its upload completed, and then after the processing delay.
 */
export function isVideoProcessed(uploadedAt: Date | null, now: Date, delaySeconds: number = VIDEO_PROCESSING_DELAY_SECONDS): boolean {
  return uploadedAt !== null && now.getTime() - uploadedAt.getTime() >= delaySeconds * 1000
}

/** Who may upload a video for an auction: its seller, or staff. */
export const mayUploadVideoFor = (
  auction: { readonly sellerId: number },
  user: { readonly id: number; readonly isStaff: boolean }
): boolean => user.isStaff || auction.sellerId === user.id

/**
 * Whether a submission still takes videos: its seller's while its photos can change, staff's
 * while it is in progress or live; a declined, canceled or ended one takes none.
 */
export const submissionTakesVideos = (status: SubmissionStatus, user: { readonly isStaff: boolean }): boolean =>
  user.isStaff ? isActiveSubmission(status) : photosEditable(status)

/** How many leading bytes `videoMediaTypeOf` reads: a container's signature and its EBML header. */
export const VIDEO_SIGNATURE_BYTES = 64

export type VideoMediaType = "video/mp4" | "video/quicktime" | "video/webm" | "video/x-matroska"

/** ISO media files that are still images (HEIF, AVIF), not videos, though they open with `ftyp` too. */
const IMAGE_BRANDS = new Set(["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1", "avif", "avis"])

const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length))

const includesAscii = (bytes: Uint8Array, text: string) => {
  const needle = Array.from(text, (character) => character.charCodeAt(0))
  for (let start = 0; start + needle.length <= bytes.length; start++) {
    if (needle.every((code, index) => bytes[start + index] === code)) return true
  }
  return false
}

/**
 * The type of video a file's first bytes (`VIDEO_SIGNATURE_BYTES` of them, or all of a shorter
 * file) show, never the name or the type an uploader claimed: an MP4 or QuickTime file opens with
 * an `ftyp` box (QuickTime's brand is `qt  `), a WebM or Matroska file with the EBML magic and
 * names its kind in the header's DocType. Anything else (an HTML page, an SVG, an image) is null:
 * not a video.
 */
export function videoMediaTypeOf(leading: Uint8Array): VideoMediaType | null {
  if (leading.length >= 12 && ascii(leading, 4, 4) === "ftyp") {
    const brand = ascii(leading, 8, 4)
    if (IMAGE_BRANDS.has(brand)) return null
    return brand === "qt  " ? "video/quicktime" : "video/mp4"
  }
  if (leading.length >= 4 && leading[0] === 0x1a && leading[1] === 0x45 && leading[2] === 0xdf && leading[3] === 0xa3) {
    const header = leading.subarray(0, VIDEO_SIGNATURE_BYTES)
    if (includesAscii(header, "webm")) return "video/webm"
    if (includesAscii(header, "matroska")) return "video/x-matroska"
  }
  return null
}
