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
  auction_ended: 2002,
  bid_too_low: 2003,
  bid_not_whole_dollars: 2004,
  not_registered_to_bid: 2005,
  seller_cannot_bid: 2006,
  account_suspended: 2007,
  bid_not_taken: 2008,
  image_not_found: 2101,
  rewind_unavailable: 4001,
  unknown_connection: 4002,
  incorrect_credentials: 3001,
  account_disabled: 3003,
  provider_only_account: 3004,
  card_declined: 3101,
  invalid_card: 3102,
  user_exists: 3201,
  unknown_seller: 3202
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

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  fields(ErrorCode.unauthorized),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () => new Unauthorized({ error_code: ErrorCode.unauthorized, message: "Please sign in to continue." })
}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  fields(ErrorCode.forbidden),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new Forbidden({ error_code: ErrorCode.forbidden, message: "You don't have permission to do that." })
}

export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  fields(ErrorCode.rate_limited),
  HttpApiSchema.annotations({ status: 429 })
) {
  static readonly default = () => new RateLimited({ error_code: ErrorCode.rate_limited, message: "Too many requests. Please try again later." })
}

/** Says when the gateway received the refused bid, so a refusal can be audited against the end. */
export class AuctionEnded extends Schema.TaggedError<AuctionEnded>()(
  "AuctionEnded",
  { ...fields(ErrorCode.auction_ended), received_at: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly at = (receivedAt: Date) =>
    new AuctionEnded({ error_code: ErrorCode.auction_ended, message: "This auction has ended.", received_at: receivedAt.toISOString() })
}

export class BidNotWholeDollars extends Schema.TaggedError<BidNotWholeDollars>()(
  "BidNotWholeDollars",
  fields(ErrorCode.bid_not_whole_dollars),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new BidNotWholeDollars({ error_code: ErrorCode.bid_not_whole_dollars, message: "Bids must be in whole dollars" })
}

export class NotRegisteredToBid extends Schema.TaggedError<NotRegisteredToBid>()(
  "NotRegisteredToBid",
  fields(ErrorCode.not_registered_to_bid),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new NotRegisteredToBid({ error_code: ErrorCode.not_registered_to_bid, message: "Register to bid with a card on file and the bidding agreement before bidding." })
}

export class SellerCannotBid extends Schema.TaggedError<SellerCannotBid>()(
  "SellerCannotBid",
  fields(ErrorCode.seller_cannot_bid),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new SellerCannotBid({ error_code: ErrorCode.seller_cannot_bid, message: "You can't bid on your own auction." })
}

export class AccountSuspended extends Schema.TaggedError<AccountSuspended>()(
  "AccountSuspended",
  fields(ErrorCode.account_suspended),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new AccountSuspended({ error_code: ErrorCode.account_suspended, message: "Your account has been suspended from bidding." })
}

export class BidNotTaken extends Schema.TaggedError<BidNotTaken>()(
  "BidNotTaken",
  fields(ErrorCode.bid_not_taken),
  HttpApiSchema.annotations({ status: 503 })
) {
  static readonly default = () => new BidNotTaken({ error_code: ErrorCode.bid_not_taken, message: "Your bid was not placed. Please try again." })
}

/** Too low also says what the lowest acceptable bid is. */
export class BidTooLow extends Schema.TaggedError<BidTooLow>()(
  "BidTooLow",
  { ...fields(ErrorCode.bid_too_low), min_bid: Schema.Int },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class IncorrectCredentials extends Schema.TaggedError<IncorrectCredentials>()(
  "IncorrectCredentials",
  fields(ErrorCode.incorrect_credentials),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () => new IncorrectCredentials({ error_code: ErrorCode.incorrect_credentials, message: "Incorrect email or password" })
}
export class AccountDisabled extends Schema.TaggedError<AccountDisabled>()(
  "AccountDisabled",
  fields(ErrorCode.account_disabled),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new AccountDisabled({ error_code: ErrorCode.account_disabled, message: "This account has been disabled" })
}
export class ProviderOnlyAccount extends Schema.TaggedError<ProviderOnlyAccount>()(
  "ProviderOnlyAccount",
  fields(ErrorCode.provider_only_account),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new ProviderOnlyAccount({ error_code: ErrorCode.provider_only_account, message: "Please use one of the sign in providers above to access your account." })
}

export class CardDeclined extends Schema.TaggedError<CardDeclined>()(
  "CardDeclined",
  fields(ErrorCode.card_declined),
  HttpApiSchema.annotations({ status: 402 })
) {
  static readonly default = () => new CardDeclined({ error_code: ErrorCode.card_declined, message: "Your card was declined. Please use another card." })
}
export class InvalidCard extends Schema.TaggedError<InvalidCard>()(
  "InvalidCard",
  fields(ErrorCode.invalid_card),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new InvalidCard({ error_code: ErrorCode.invalid_card, message: "Please check the card number, expiry date and security code." })
}

export class UserExists extends Schema.TaggedError<UserExists>()(
  "UserExists",
  fields(ErrorCode.user_exists),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () => new UserExists({ error_code: ErrorCode.user_exists, message: "An account with this email or username already exists." })
}
export class UnknownSeller extends Schema.TaggedError<UnknownSeller>()(
  "UnknownSeller",
  fields(ErrorCode.unknown_seller),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new UnknownSeller({ error_code: ErrorCode.unknown_seller, message: "There is no user with that seller username." })
}

export class RewindUnavailable extends Schema.TaggedError<RewindUnavailable>()(
  "RewindUnavailable",
  fields(ErrorCode.rewind_unavailable),
  HttpApiSchema.annotations({ status: 410 })
) {
  static readonly default = () =>
    new RewindUnavailable({ error_code: ErrorCode.rewind_unavailable, message: "These events can't be replayed; reload the channel." })
}

export class UnknownConnection extends Schema.TaggedError<UnknownConnection>()(
  "UnknownConnection",
  fields(ErrorCode.unknown_connection),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new UnknownConnection({ error_code: ErrorCode.unknown_connection, message: "This connection is closed; connect again." })
}
