/** Photos attached to comments, posts and replies (spec 1 §5, spec 2 §5, spec 3 §5). */
export const ATTACHMENT_LIMITS = { files: 3, longSide: 8064, shortSide: 6048 } as const

export const ATTACHMENT_EXTENSIONS = ["png", "jpeg", "jpg", "heif", "heic"] as const
export const ATTACHMENT_MIME_TYPES = ["image/png", "image/jpeg", "image/heif", "image/heic"] as const

export interface AttachmentCandidate {
  /** The file name; its extension decides when the browser reports no MIME type (HEIC often) */
  readonly name: string
  readonly type: string
  readonly width: number
  readonly height: number
}

export type AttachmentProblem = "unsupported" | "too_large"

/**
 * 'Too large (max 8064x6048)' reads as a camera frame in either orientation, so the long side is
 * held to 8064 and the short side to 6048.
 */
export function dimensionsTooLarge(width: number, height: number): boolean {
  return Math.max(width, height) > ATTACHMENT_LIMITS.longSide || Math.min(width, height) > ATTACHMENT_LIMITS.shortSide
}

/** Checked in the browser before an upload: the type by MIME type or extension, then the size. */
export function attachmentProblem(file: AttachmentCandidate): AttachmentProblem | null {
  const extension = file.name.split(".").pop()?.toLowerCase() ?? ""
  const typeKnown = (ATTACHMENT_MIME_TYPES as ReadonlyArray<string>).includes(file.type.toLowerCase())
  const extensionKnown = (ATTACHMENT_EXTENSIONS as ReadonlyArray<string>).includes(extension)
  if (file.type === "" ? !extensionKnown : !typeKnown) return "unsupported"
  return dimensionsTooLarge(file.width, file.height) ? "too_large" : null
}
