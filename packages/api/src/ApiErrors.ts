import { HttpApiSchema } from "@effect/platform"
import { ErrorCode } from "@redline/domain"
import { Schema } from "effect"

/** The error catalogue lives in the domain, so the web app reads the same numbers without Effect. */
export { ErrorCode } from "@redline/domain"

/** The two fields of every refusal. */
export const errorFields = <C extends ErrorCode>(code: C) => ({
  error_code: Schema.Literal(code),
  message: Schema.String
})

export class BadRequest extends Schema.TaggedError<BadRequest>()(
  "BadRequest",
  errorFields(ErrorCode.bad_request),
  HttpApiSchema.annotations({ status: 400 })
) {
  static of(message: string) {
    return new BadRequest({ error_code: ErrorCode.bad_request, message })
  }
}

export class NotFound extends Schema.TaggedError<NotFound>()(
  "NotFound",
  errorFields(ErrorCode.not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () => new NotFound({ error_code: ErrorCode.not_found, message: "Not found" })
}

export class InternalError extends Schema.TaggedError<InternalError>()(
  "InternalError",
  errorFields(ErrorCode.internal),
  HttpApiSchema.annotations({ status: 500 })
) {
  static readonly default = () =>
    new InternalError({ error_code: ErrorCode.internal, message: "Sorry, something went wrong" })
}

/** The database or the server is overloaded or unreachable for a moment: nothing was changed. */
export class ServiceBusy extends Schema.TaggedError<ServiceBusy>()(
  "ServiceBusy",
  errorFields(ErrorCode.service_busy),
  HttpApiSchema.annotations({ status: 503 })
) {
  static readonly default = () =>
    new ServiceBusy({ error_code: ErrorCode.service_busy, message: "Redline is busy right now. Please try again in a moment." })
}

export class AuctionNotFound extends Schema.TaggedError<AuctionNotFound>()(
  "AuctionNotFound",
  errorFields(ErrorCode.auction_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new AuctionNotFound({ error_code: ErrorCode.auction_not_found, message: "This auction doesn't exist." })
}

export class ImageNotFound extends Schema.TaggedError<ImageNotFound>()(
  "ImageNotFound",
  errorFields(ErrorCode.image_not_found),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new ImageNotFound({ error_code: ErrorCode.image_not_found, message: "This image doesn't exist." })
}

export class Unauthorized extends Schema.TaggedError<Unauthorized>()(
  "Unauthorized",
  errorFields(ErrorCode.unauthorized),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () => new Unauthorized({ error_code: ErrorCode.unauthorized, message: "Please sign in to continue." })
}

export class Forbidden extends Schema.TaggedError<Forbidden>()(
  "Forbidden",
  errorFields(ErrorCode.forbidden),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new Forbidden({ error_code: ErrorCode.forbidden, message: "You don't have permission to do that." })
}

export class RateLimited extends Schema.TaggedError<RateLimited>()(
  "RateLimited",
  errorFields(ErrorCode.rate_limited),
  HttpApiSchema.annotations({ status: 429 })
) {
  static readonly default = () => new RateLimited({ error_code: ErrorCode.rate_limited, message: "Too many requests. Please try again later." })
}

/** Says when the gateway received the refused bid, so a refusal can be audited against the end. */
export class AuctionEnded extends Schema.TaggedError<AuctionEnded>()(
  "AuctionEnded",
  { ...errorFields(ErrorCode.auction_ended), received_at: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly at = (receivedAt: Date) =>
    new AuctionEnded({ error_code: ErrorCode.auction_ended, message: "This auction has ended.", received_at: receivedAt.toISOString() })
}

export class BidNotWholeDollars extends Schema.TaggedError<BidNotWholeDollars>()(
  "BidNotWholeDollars",
  errorFields(ErrorCode.bid_not_whole_dollars),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new BidNotWholeDollars({ error_code: ErrorCode.bid_not_whole_dollars, message: "Bids must be in whole dollars" })
}

export class NotRegisteredToBid extends Schema.TaggedError<NotRegisteredToBid>()(
  "NotRegisteredToBid",
  errorFields(ErrorCode.not_registered_to_bid),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new NotRegisteredToBid({ error_code: ErrorCode.not_registered_to_bid, message: "Register to bid with a card on file and the bidding agreement before bidding." })
}

export class SellerCannotBid extends Schema.TaggedError<SellerCannotBid>()(
  "SellerCannotBid",
  errorFields(ErrorCode.seller_cannot_bid),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new SellerCannotBid({ error_code: ErrorCode.seller_cannot_bid, message: "You can't bid on your own auction." })
}

/** Sellers cannot watch their own auction (spec 1 §4). */
export class SellerCannotWatch extends Schema.TaggedError<SellerCannotWatch>()(
  "SellerCannotWatch",
  errorFields(ErrorCode.seller_cannot_watch),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new SellerCannotWatch({ error_code: ErrorCode.seller_cannot_watch, message: "You can't watch your own auction." })
}

export class AccountSuspended extends Schema.TaggedError<AccountSuspended>()(
  "AccountSuspended",
  errorFields(ErrorCode.account_suspended),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new AccountSuspended({ error_code: ErrorCode.account_suspended, message: "Your account has been suspended from bidding." })
}

export class BidNotTaken extends Schema.TaggedError<BidNotTaken>()(
  "BidNotTaken",
  errorFields(ErrorCode.bid_not_taken),
  HttpApiSchema.annotations({ status: 503 })
) {
  static readonly default = () => new BidNotTaken({ error_code: ErrorCode.bid_not_taken, message: "Your bid could not be confirmed. Please try again." })
}

/** Too low also says what the lowest acceptable bid is. */
export class BidTooLow extends Schema.TaggedError<BidTooLow>()(
  "BidTooLow",
  { ...errorFields(ErrorCode.bid_too_low), min_bid: Schema.Int },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class IncorrectCredentials extends Schema.TaggedError<IncorrectCredentials>()(
  "IncorrectCredentials",
  errorFields(ErrorCode.incorrect_credentials),
  HttpApiSchema.annotations({ status: 401 })
) {
  static readonly default = () => new IncorrectCredentials({ error_code: ErrorCode.incorrect_credentials, message: "Incorrect email or password" })
}
export class AccountDisabled extends Schema.TaggedError<AccountDisabled>()(
  "AccountDisabled",
  errorFields(ErrorCode.account_disabled),
  HttpApiSchema.annotations({ status: 403 })
) {
  static readonly default = () => new AccountDisabled({ error_code: ErrorCode.account_disabled, message: "This account has been disabled" })
}
export class ProviderOnlyAccount extends Schema.TaggedError<ProviderOnlyAccount>()(
  "ProviderOnlyAccount",
  errorFields(ErrorCode.provider_only_account),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new ProviderOnlyAccount({ error_code: ErrorCode.provider_only_account, message: "Please use one of the sign in providers above to access your account." })
}

export class CardDeclined extends Schema.TaggedError<CardDeclined>()(
  "CardDeclined",
  errorFields(ErrorCode.card_declined),
  HttpApiSchema.annotations({ status: 402 })
) {
  static readonly default = () => new CardDeclined({ error_code: ErrorCode.card_declined, message: "Your card was declined. Please use another card." })
}
export class InvalidCard extends Schema.TaggedError<InvalidCard>()(
  "InvalidCard",
  errorFields(ErrorCode.invalid_card),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new InvalidCard({ error_code: ErrorCode.invalid_card, message: "Please check the card number, expiry date and security code." })
}

export class UserExists extends Schema.TaggedError<UserExists>()(
  "UserExists",
  errorFields(ErrorCode.user_exists),
  HttpApiSchema.annotations({ status: 409 })
) {
  static readonly default = () => new UserExists({ error_code: ErrorCode.user_exists, message: "An account with this email or username already exists." })
}
export class UnknownSeller extends Schema.TaggedError<UnknownSeller>()(
  "UnknownSeller",
  errorFields(ErrorCode.unknown_seller),
  HttpApiSchema.annotations({ status: 400 })
) {
  static readonly default = () => new UnknownSeller({ error_code: ErrorCode.unknown_seller, message: "There is no user with that seller username." })
}

export class RewindUnavailable extends Schema.TaggedError<RewindUnavailable>()(
  "RewindUnavailable",
  errorFields(ErrorCode.rewind_unavailable),
  HttpApiSchema.annotations({ status: 410 })
) {
  static readonly default = () =>
    new RewindUnavailable({ error_code: ErrorCode.rewind_unavailable, message: "These events can't be replayed; reload the channel." })
}

export class UnknownConnection extends Schema.TaggedError<UnknownConnection>()(
  "UnknownConnection",
  errorFields(ErrorCode.unknown_connection),
  HttpApiSchema.annotations({ status: 404 })
) {
  static readonly default = () =>
    new UnknownConnection({ error_code: ErrorCode.unknown_connection, message: "This connection is closed; connect again." })
}
