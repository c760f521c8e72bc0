import { HttpApiSchema } from "@effect/platform"
import { Messages, type VideoUploadProblem, videoUploadMessage } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/** Refusals of a video token and of the hosted video it is for (spec 2 §7, spec 3 §3). */

export class VideoTooLarge extends Schema.TaggedError<VideoTooLarge>()(
  "VideoTooLarge",
  errorFields(ErrorCode.video_too_large),
  HttpApiSchema.annotations({ status: 413 })
) {
  static readonly default = () => new VideoTooLarge({ error_code: ErrorCode.video_too_large, message: videoUploadMessage("too_large") })
}

/** The size is not a whole, positive number of bytes, or the name is missing or too long. */
export class VideoUploadInvalid extends Schema.TaggedError<VideoUploadInvalid>()(
  "VideoUploadInvalid",
  errorFields(ErrorCode.video_upload_invalid),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (problem: Exclude<VideoUploadProblem, "too_large">) =>
    new VideoUploadInvalid({ error_code: ErrorCode.video_upload_invalid, message: videoUploadMessage(problem) })
}

export class VideoObjectUnsupported extends Schema.TaggedError<VideoObjectUnsupported>()(
  "VideoObjectUnsupported",
  errorFields(ErrorCode.video_object_unsupported),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () =>
    new VideoObjectUnsupported({ error_code: ErrorCode.video_object_unsupported, message: Messages.videoObjectUnsupported })
}

/** Not the seller of the auction (nor staff), or a creator other than the signed-in user. */
export class VideoNotAllowed extends Schema.TaggedError<VideoNotAllowed>()(
  "VideoNotAllowed",
  errorFields(ErrorCode.video_not_allowed),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly notSeller = () => new VideoNotAllowed({ error_code: ErrorCode.video_not_allowed, message: Messages.videoNotSeller })
  static readonly creatorNotYou = () =>
    new VideoNotAllowed({ error_code: ErrorCode.video_not_allowed, message: Messages.videoCreatorNotYou })
}

/** The video host did not answer, or refused us: nothing was recorded, and asking again may work. */
export class VideoHostUnavailable extends Schema.TaggedError<VideoHostUnavailable>()(
  "VideoHostUnavailable",
  errorFields(ErrorCode.video_host_unavailable),
  HttpApiSchema.annotations({ status: 503 })
) {
  static readonly default = () =>
    new VideoHostUnavailable({ error_code: ErrorCode.video_host_unavailable, message: Messages.videoHostUnavailable })
}

/** No such video, or one that is someone else's upload. */
export class VideoNotFound extends Schema.TaggedError<VideoNotFound>()(
  "VideoNotFound",
  errorFields(ErrorCode.video_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () => new VideoNotFound({ error_code: ErrorCode.video_not_found, message: Messages.videoNotFound })
}

/** A tus upload URL of the local video host that it never gave out, or whose time is up. */
export class VideoUploadNotFound extends Schema.TaggedError<VideoUploadNotFound>()(
  "VideoUploadNotFound",
  errorFields(ErrorCode.video_upload_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new VideoUploadNotFound({ error_code: ErrorCode.video_upload_not_found, message: Messages.videoUploadNotFound })
}

/** A tus PATCH whose Upload-Offset is not where the upload stands: the client asks with HEAD and resumes from there. */
export class VideoUploadOffsetMismatch extends Schema.TaggedError<VideoUploadOffsetMismatch>()(
  "VideoUploadOffsetMismatch",
  { ...errorFields(ErrorCode.video_upload_offset_mismatch), upload_offset: Schema.Number },
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly at = (offset: number) =>
    new VideoUploadOffsetMismatch({
      error_code: ErrorCode.video_upload_offset_mismatch,
      message: `The upload stands at byte ${offset}; send the bytes from there.`,
      upload_offset: offset
    })
}

/**
 * A tus request the local video host does not take, with the status tus prescribes: 412 for a
 * protocol version other than 1.0.0, 415 for a body that is not application/offset+octet-stream,
 * 413 for bytes beyond the upload's length, 400 for a missing or malformed Upload-Offset.
 */
export class VideoUploadRejected extends Schema.TaggedError<VideoUploadRejected>()(
  "VideoUploadRejected",
  errorFields(ErrorCode.video_upload_rejected),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly of = (message: string) => new VideoUploadRejected({ error_code: ErrorCode.video_upload_rejected, message })
}
