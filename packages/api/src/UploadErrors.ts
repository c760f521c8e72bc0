import { HttpApiSchema } from "@effect/platform"
import { Messages } from "@redline/domain"
import { Schema } from "effect"
import { ErrorCode, errorFields } from "./ApiErrors.ts"

/**
 * Refusals of an uploaded photo, in the uploader's words (spec 1 §5). An upload that is not the
 * user's, or is not there, reads 'Error uploading': to the person it is an upload that failed.
 */

export class UploadNotYours extends Schema.TaggedError<UploadNotYours>()(
  "UploadNotYours",
  errorFields(ErrorCode.upload_not_yours),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new UploadNotYours({ error_code: ErrorCode.upload_not_yours, message: Messages.uploadFailed })
}

export class UploadMissing extends Schema.TaggedError<UploadMissing>()(
  "UploadMissing",
  errorFields(ErrorCode.upload_missing),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () => new UploadMissing({ error_code: ErrorCode.upload_missing, message: Messages.uploadFailed })
}

export class UnsupportedFileFormat extends Schema.TaggedError<UnsupportedFileFormat>()(
  "UnsupportedFileFormat",
  errorFields(ErrorCode.unsupported_file_format),
  HttpApiSchema.annotations({ status: 415 })
) {
  static readonly default = () =>
    new UnsupportedFileFormat({ error_code: ErrorCode.unsupported_file_format, message: Messages.unsupportedFileFormat })
}

export class PhotoTooLarge extends Schema.TaggedError<PhotoTooLarge>()(
  "PhotoTooLarge",
  errorFields(ErrorCode.photo_too_large),
  HttpApiSchema.annotations({ status: 413 })
) {
  static readonly default = () => new PhotoTooLarge({ error_code: ErrorCode.photo_too_large, message: Messages.attachmentTooLarge })
}
