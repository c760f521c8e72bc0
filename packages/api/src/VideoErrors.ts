import { ErrorCode, Messages, type VideoUploadProblem, videoUploadMessage } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** Refusals of a video token and of the hosted video it is for (spec 2 §7, spec 3 §3). */

export class VideoTooLarge extends Refusal<VideoTooLarge>()(
  "VideoTooLarge",
  ErrorCode.video_too_large,
  413,
  videoUploadMessage("too_large")
) {}

/** The size is not a whole, positive number of bytes, or the name is missing or too long. */
export class VideoUploadInvalid extends Refusal<VideoUploadInvalid>()("VideoUploadInvalid", ErrorCode.video_upload_invalid, 400, null) {
  static readonly because = (problem: Exclude<VideoUploadProblem, "too_large">) => VideoUploadInvalid.of(videoUploadMessage(problem))
}

export class VideoObjectUnsupported extends Refusal<VideoObjectUnsupported>()(
  "VideoObjectUnsupported",
  ErrorCode.video_object_unsupported,
  400,
  Messages.videoObjectUnsupported
) {}

/** Not the seller of the auction (nor staff), or a creator other than the signed-in user. */
export class VideoNotAllowed extends Refusal<VideoNotAllowed>()("VideoNotAllowed", ErrorCode.video_not_allowed, 403, null) {
  static readonly notSeller = () => VideoNotAllowed.of(Messages.videoNotSeller)
  static readonly creatorNotYou = () => VideoNotAllowed.of(Messages.videoCreatorNotYou)
}

/** The video host did not answer, or refused us: nothing was recorded, and asking again may work. */
export class VideoHostUnavailable extends Refusal<VideoHostUnavailable>()(
  "VideoHostUnavailable",
  ErrorCode.video_host_unavailable,
  503,
  Messages.videoHostUnavailable
) {}

/** No such video, or one that is someone else's upload. */
export class VideoNotFound extends Refusal<VideoNotFound>()("VideoNotFound", ErrorCode.video_not_found, 404, Messages.videoNotFound) {}

/** A tus upload URL of the local video host that it never gave out, or whose time is up. */
export class VideoUploadNotFound extends Refusal<VideoUploadNotFound>()(
  "VideoUploadNotFound",
  ErrorCode.video_upload_not_found,
  404,
  Messages.videoUploadNotFound
) {}

/** A tus PATCH whose Upload-Offset is not where the upload stands: the client asks with HEAD and resumes from there. */
export class VideoUploadOffsetMismatch extends Refusal<VideoUploadOffsetMismatch>()(
  "VideoUploadOffsetMismatch",
  ErrorCode.video_upload_offset_mismatch,
  409,
  null,
  { upload_offset: Schema.Number }
) {
  static readonly at = (offset: number) =>
    VideoUploadOffsetMismatch.of(`The upload stands at byte ${offset}; send the bytes from there.`, { upload_offset: offset })
}

/**
 * A tus request the local video host does not take, with the status tus prescribes: 412 for a
 * protocol version other than 1.0.0, 415 for a body that is not application/offset+octet-stream,
 * 413 for bytes beyond the upload's length, 400 for a missing or malformed Upload-Offset.
 */
export class VideoUploadRejected extends Refusal<VideoUploadRejected>()(
  "VideoUploadRejected",
  ErrorCode.video_upload_rejected,
  400,
  null
) {}
