import { ErrorCode, Messages } from "@redline/domain"
import { Refusal } from "./Refusal.ts"

/**
 * Refusals of an uploaded photo, in the uploader's words (spec 1 §5). An upload that is not the
 * user's, or is not there, reads 'Error uploading': to the person it is an upload that failed.
 */

export class UploadNotYours extends Refusal<UploadNotYours>()("UploadNotYours", ErrorCode.upload_not_yours, 403, Messages.uploadFailed) {}

export class UploadMissing extends Refusal<UploadMissing>()("UploadMissing", ErrorCode.upload_missing, 404, Messages.uploadFailed) {}

export class UnsupportedFileFormat extends Refusal<UnsupportedFileFormat>()(
  "UnsupportedFileFormat",
  ErrorCode.unsupported_file_format,
  415,
  Messages.unsupportedFileFormat
) {}

export class PhotoTooLarge extends Refusal<PhotoTooLarge>()("PhotoTooLarge", ErrorCode.photo_too_large, 413, Messages.attachmentTooLarge) {}
