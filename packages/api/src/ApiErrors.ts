import { ErrorCode, Messages } from "@redline/domain"
import { Schema } from "effect"
import { Refusal } from "./Refusal.ts"

/** The error catalogue lives in the domain, so the web app reads the same numbers without Effect. */
export { ErrorCode } from "@redline/domain"

export class BadRequest extends Refusal<BadRequest>()("BadRequest", ErrorCode.bad_request, 400, null) {}

/** A body in another format than the operation takes (a form or multipart where JSON is expected). */
export class UnsupportedMediaType extends Refusal<UnsupportedMediaType>()(
  "UnsupportedMediaType",
  ErrorCode.unsupported_media_type,
  415,
  Messages.bodyNotJsonType
) {}

export class NotFound extends Refusal<NotFound>()("NotFound", ErrorCode.not_found, 404, "Not found") {}

export class InternalError extends Refusal<InternalError>()("InternalError", ErrorCode.internal, 500, "Sorry, something went wrong") {}

/** The database or the server is overloaded or unreachable for a moment: nothing was changed. */
export class ServiceBusy extends Refusal<ServiceBusy>()(
  "ServiceBusy",
  ErrorCode.service_busy,
  503,
  "Redline is busy right now. Please try again in a moment."
) {}

export class AuctionNotFound extends Refusal<AuctionNotFound>()(
  "AuctionNotFound",
  ErrorCode.auction_not_found,
  404,
  "This auction doesn't exist."
) {}

export class ImageNotFound extends Refusal<ImageNotFound>()("ImageNotFound", ErrorCode.image_not_found, 404, "This image doesn't exist.") {}

export class Unauthorized extends Refusal<Unauthorized>()("Unauthorized", ErrorCode.unauthorized, 401, "Please sign in to continue.") {}

export class Forbidden extends Refusal<Forbidden>()("Forbidden", ErrorCode.forbidden, 403, "You don't have permission to do that.") {}

export class RateLimited extends Refusal<RateLimited>()(
  "RateLimited",
  ErrorCode.rate_limited,
  429,
  "Too many requests. Please try again later."
) {}

/** Says when the gateway received the refused bid, so a refusal can be audited against the end. */
export class AuctionEnded extends Refusal<AuctionEnded>()("AuctionEnded", ErrorCode.auction_ended, 409, "This auction has ended.", {
  received_at: Schema.String
}) {
  static readonly at = (receivedAt: Date) => AuctionEnded.default({ received_at: receivedAt.toISOString() })
}

export class BidNotWholeDollars extends Refusal<BidNotWholeDollars>()(
  "BidNotWholeDollars",
  ErrorCode.bid_not_whole_dollars,
  400,
  "Bids must be in whole dollars"
) {}

/** Over the ceiling (`MAX_BID`) no car reaches. */
export class BidTooHigh extends Refusal<BidTooHigh>()("BidTooHigh", ErrorCode.bid_too_high, 400, Messages.bidTooHigh) {}

/** The database refused this one bid (the bids written with it were recorded): not an outage, so retrying it as it is won't help. */
export class BidNotRecorded extends Refusal<BidNotRecorded>()("BidNotRecorded", ErrorCode.bid_not_recorded, 422, Messages.bidNotRecorded) {}

export class NotRegisteredToBid extends Refusal<NotRegisteredToBid>()(
  "NotRegisteredToBid",
  ErrorCode.not_registered_to_bid,
  403,
  "Register to bid with a card on file and the bidding agreement before bidding."
) {}

export class SellerCannotBid extends Refusal<SellerCannotBid>()(
  "SellerCannotBid",
  ErrorCode.seller_cannot_bid,
  403,
  "You can't bid on your own auction."
) {}

/** Sellers cannot watch their own auction (spec 1 §4). */
export class SellerCannotWatch extends Refusal<SellerCannotWatch>()(
  "SellerCannotWatch",
  ErrorCode.seller_cannot_watch,
  403,
  "You can't watch your own auction."
) {}

export class AccountSuspended extends Refusal<AccountSuspended>()(
  "AccountSuspended",
  ErrorCode.account_suspended,
  403,
  "Your account has been suspended from bidding."
) {}

export class BidNotTaken extends Refusal<BidNotTaken>()(
  "BidNotTaken",
  ErrorCode.bid_not_taken,
  503,
  "Your bid could not be confirmed. Please try again."
) {}

/** Too low also says what the lowest acceptable bid is. */
export class BidTooLow extends Refusal<BidTooLow>()("BidTooLow", ErrorCode.bid_too_low, 400, null, { min_bid: Schema.Int }) {}

export class IncorrectCredentials extends Refusal<IncorrectCredentials>()(
  "IncorrectCredentials",
  ErrorCode.incorrect_credentials,
  401,
  "Incorrect email or password"
) {}
export class AccountDisabled extends Refusal<AccountDisabled>()(
  "AccountDisabled",
  ErrorCode.account_disabled,
  403,
  "This account has been disabled"
) {}
export class ProviderOnlyAccount extends Refusal<ProviderOnlyAccount>()(
  "ProviderOnlyAccount",
  ErrorCode.provider_only_account,
  400,
  "Please use one of the sign in providers above to access your account."
) {}

export class CardDeclined extends Refusal<CardDeclined>()(
  "CardDeclined",
  ErrorCode.card_declined,
  402,
  "Your card was declined. Please use another card."
) {}
export class InvalidCard extends Refusal<InvalidCard>()(
  "InvalidCard",
  ErrorCode.invalid_card,
  400,
  "Please check the card number, expiry date and security code."
) {}

/** No payment provider is configured, and the local one stands in only where it is safe (a loopback HOST or STAND_INS=true). */
export class PaymentsUnavailable extends Refusal<PaymentsUnavailable>()(
  "PaymentsUnavailable",
  ErrorCode.payments_unavailable,
  503,
  Messages.paymentsUnavailable
) {}

/** The card's bank asked for authentication (3-D Secure) and it failed or was abandoned. */
export class CardAuthenticationFailed extends Refusal<CardAuthenticationFailed>()(
  "CardAuthenticationFailed",
  ErrorCode.card_authentication_failed,
  402,
  Messages.cardAuthenticationFailed
) {}

/** A card setup (a Stripe SetupIntent) that is unknown or another user's. */
export class CardSetupNotFound extends Refusal<CardSetupNotFound>()(
  "CardSetupNotFound",
  ErrorCode.card_setup_not_found,
  404,
  Messages.cardSetupNotFound
) {}

/** A post to the Stripe webhook without Stripe's valid signature of its body. */
export class StripeSignatureInvalid extends Refusal<StripeSignatureInvalid>()(
  "StripeSignatureInvalid",
  ErrorCode.stripe_signature_invalid,
  400,
  Messages.stripeSignatureInvalid
) {}

export class UserExists extends Refusal<UserExists>()(
  "UserExists",
  ErrorCode.user_exists,
  409,
  "An account with this email or username already exists."
) {}
export class UnknownSeller extends Refusal<UnknownSeller>()(
  "UnknownSeller",
  ErrorCode.unknown_seller,
  400,
  "There is no user with that seller username."
) {}

export class RewindUnavailable extends Refusal<RewindUnavailable>()(
  "RewindUnavailable",
  ErrorCode.rewind_unavailable,
  410,
  "These events can't be replayed; reload the channel."
) {}

export class UnknownConnection extends Refusal<UnknownConnection>()(
  "UnknownConnection",
  ErrorCode.unknown_connection,
  404,
  "This connection is closed; connect again."
) {}
