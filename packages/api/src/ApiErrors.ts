import { HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"

/**
 * The error catalogue. Every refusal the API gives has an `error_code` from
 * here and a message a person can read; the client maps codes to the spec's
 * wording. Numbers are ours and never change meaning, except the two the spec names for
 * shipping quotes (107, 157), which keep the spec's numbers.
 */
export const ErrorCode = {
  bad_request: 1000,
  not_found: 1001,
  unauthorized: 1002,
  forbidden: 1003,
  rate_limited: 1004,
  payload_too_large: 1005,
  service_busy: 1006,
  internal: 1099,
  auction_not_found: 2001,
  auction_ended: 2002,
  bid_too_low: 2003,
  bid_not_whole_dollars: 2004,
  not_registered_to_bid: 2005,
  seller_cannot_bid: 2006,
  account_suspended: 2007,
  bid_not_taken: 2008,
  seller_cannot_watch: 2009,
  seller_cannot_contact_self: 5201,
  contact_not_live: 5202,
  contact_message_invalid: 5203,
  contact_phone_invalid: 5204,
  image_not_found: 2101,
  upload_not_yours: 2102,
  upload_missing: 2103,
  unsupported_file_format: 2104,
  photo_too_large: 2105,
  video_too_large: 2110,
  video_upload_invalid: 2111,
  video_object_unsupported: 2112,
  video_not_allowed: 2113,
  video_host_unavailable: 2114,
  video_not_found: 2115,
  video_upload_not_found: 2116,
  video_upload_offset_mismatch: 2117,
  video_upload_rejected: 2118,
  finance_price_invalid: 2301,
  financing_unavailable: 2302,
  lender_unavailable: 2303,
  payment_invalid: 2304,
  shipping_destination_invalid: 107,
  shipping_quote_paid: 157,
  shipping_unavailable: 2201,
  shipping_quote_not_found: 2202,
  saved_search_invalid: 5301,
  saved_search_unknown_make: 5302,
  saved_search_already_saved: 5303,
  saved_search_not_found: 5304,
  text_alerts_unavailable: 5305,
  user_not_found: 5001,
  cannot_follow_self: 5002,
  rewind_unavailable: 4001,
  unknown_connection: 4002,
  incorrect_credentials: 3001,
  account_locked: 3002,
  account_disabled: 3003,
  provider_only_account: 3004,
  fields_required: 3005,
  invalid_email: 3006,
  email_exists: 3007,
  invalid_username: 3008,
  username_taken: 3009,
  weak_password: 3010,
  bot_suspected: 3011,
  terms_not_accepted: 3012,
  confirmation_invalid: 3013,
  confirm_key_invalid: 3014,
  email_not_confirmed: 3015,
  access_expired: 3016,
  refresh_key_missing: 3017,
  handshake_required: 3018,
  signature_invalid: 3019,
  account_not_found: 3020,
  reset_invalid: 3021,
  incorrect_password: 3022,
  sso_account_unknown: 3301,
  sso_link_required: 3302,
  sso_email_required: 3303,
  sso_connection_failed: 3304,
  sso_connection_expired: 3305,
  different_provider_linked: 3306,
  handover_invalid: 3307,
  card_declined: 3101,
  invalid_card: 3102,
  user_exists: 3201,
  unknown_seller: 3202,
  seller_cannot_ask: 5101,
  questions_closed: 5102,
  question_text_invalid: 5103,
  question_not_found: 5104,
  not_question_asker: 5105,
  question_edit_expired: 5106,
  question_answered: 5107,
  answers_by_seller_only: 5108,
  answers_closed: 5109,
  answer_text_invalid: 5110,
  question_not_answered: 5111
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

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
