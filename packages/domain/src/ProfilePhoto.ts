import { dimensionsTooLarge } from "./Attachments.ts"

/**
 * A profile photo goes from the browser straight to object storage, under a folder that is the
 * user's own, and becomes the profile photo only once the server has read it back and checked it.
 */

/** A presigned upload is good for 15 minutes: long enough for a phone photo on a slow line. */
export const UPLOAD_URL_SECONDS = 15 * 60

/**
 * Far above any camera's photo, yet it stops an upload URL from being used to store anything big:
 * the URL is signed for the size the browser announced, which must be within this, and the
 * server refuses to read more.
 */
export const PROFILE_PHOTO_MAX_BYTES = 40 * 1024 * 1024

/** Whether an upload of `bytes` may be asked for: something, and no more than a photo can be. */
export function isUploadSize(bytes: number): boolean {
  return Number.isInteger(bytes) && bytes > 0 && bytes <= PROFILE_PHOTO_MAX_BYTES
}

/** The folder a user's uploads go to; the upload token names it as the prefix. */
export function uploadPrefixOf(userId: number): string {
  return `uploads/users/${userId}/`
}

/** An upload's key: the user's folder and a random name, so uploads never overwrite each other. */
export function uploadKeyOf(userId: number, name: string): string {
  return `${uploadPrefixOf(userId)}${name}`
}

/** The longest name an upload's key has after the user's folder (a UUID has 36 characters). */
const UPLOAD_NAME_MAX = 64

/**
 * True only for a key directly in the user's folder with a name as uploads get, so `..`, another
 * user's folder or a name longer than any upload's never pass (nor reach the store).
 */
export function isOwnUpload(key: string, userId: number): boolean {
  const prefix = uploadPrefixOf(userId)
  const name = key.slice(prefix.length)
  return key.startsWith(prefix) && name.length <= UPLOAD_NAME_MAX && /^[A-Za-z0-9-]+$/.test(name)
}

/** Formats as a decoder names them (sharp): png, jpeg (and jpg), and heif (heif and heic files). */
export const PROFILE_PHOTO_FORMATS = ["png", "jpeg", "heif"] as const

export type ProfilePhotoProblem = "unsupported" | "too_large"

/** What is wrong with an uploaded photo, judged by its decoded content, or null when it will do. */
export function profilePhotoProblem(photo: {
  readonly format: string | undefined
  readonly width: number | undefined
  readonly height: number | undefined
  readonly bytes: number
}): ProfilePhotoProblem | null {
  if (photo.format === undefined || !(PROFILE_PHOTO_FORMATS as ReadonlyArray<string>).includes(photo.format)) return "unsupported"
  if (photo.width === undefined || photo.height === undefined) return "unsupported"
  if (photo.bytes > PROFILE_PHOTO_MAX_BYTES || dimensionsTooLarge(photo.width, photo.height)) return "too_large"
  return null
}
