import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * The error catalogue. Every refusal the API gives has an `error_code` from
 * here and a message a person can read; the client maps codes to the spec's
 * wording. Numbers are ours (the spec gives none) and never change meaning.
 */
export const ErrorCode = {
  bad_request: 1000,
  not_found: 1001,
  unauthorized: 1002,
  forbidden: 1003,
  rate_limited: 1004,
  payload_too_large: 1005,
  internal: 1099,
  auction_not_found: 2001,
  image_not_found: 2101
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

const fields = <C extends ErrorCode>(code: C) => ({
  error_code: Schema.Literal(code),
  message: Schema.String
})

export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  fields(ErrorCode.bad_request),
  HttpApiSchema.annotations({ status: 400 })
) {
  static of(message: string) {
    return new BadRequest({ error_code: ErrorCode.bad_request, message })
  }
}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  fields(ErrorCode.not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () => new NotFound({ error_code: ErrorCode.not_found, message: "Not found" })
}

export class InternalError extends Schema.TaggedError<InternalError>()(
  "InternalError",
  fields(ErrorCode.internal),
  HttpApiSchema.annotations({ status: 500 })
) {
  static readonly default = () =>
    new InternalError({ error_code: ErrorCode.internal, message: "Sorry, something went wrong" })
}

export class AuctionNotFound extends Schema.TaggedError<AuctionNotFound>()(
  "AuctionNotFound",
  fields(ErrorCode.auction_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new AuctionNotFound({ error_code: ErrorCode.auction_not_found, message: "This auction doesn't exist." })
}

export class ImageNotFound extends Schema.TaggedError<ImageNotFound>()(
  "ImageNotFound",
  fields(ErrorCode.image_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new ImageNotFound({ error_code: ErrorCode.image_not_found, message: "This image doesn't exist." })
}
