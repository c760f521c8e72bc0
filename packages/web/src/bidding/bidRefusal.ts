import { ErrorCode, Messages } from "@redline/domain"
import { ApiError } from "../api/request.ts"

/** What the bid dialog does about a bid that wasn't placed. */
export type BidRefusal =
  /** Someone bid first, or the amount was under the minimum: the field takes the new minimum. */
  | { readonly kind: "too_low"; readonly minBid: number; readonly message: string }
  /** The amount can't be a bid at all (not whole dollars, over the ceiling): the field says why. */
  | { readonly kind: "amount"; readonly message: string }
  /** Bidding closed: the dialog goes and the page shows the result. */
  | { readonly kind: "ended" }
  /** The session is gone: sign in again, and the bid dialog comes back. */
  | { readonly kind: "sign_in" }
  | { readonly kind: "not_registered"; readonly message: string }
  /** Nothing was decided (the engine didn't take it, the network failed): the same bid may be sent again. */
  | { readonly kind: "try_again"; readonly message: string }
  | { readonly kind: "refused"; readonly message: string }

/** The engine's refusals (API error codes 1002, 2001–2011) in plain words. */
export function bidRefusalOf(error: unknown): BidRefusal {
  if (!(error instanceof ApiError)) return { kind: "try_again", message: Messages.connectionFailed }
  switch (error.errorCode) {
    case ErrorCode.bid_too_low: {
      const minBid = typeof error.body.min_bid === "number" ? error.body.min_bid : null
      return minBid === null
        ? { kind: "refused", message: error.message }
        : { kind: "too_low", minBid, message: Messages.bidTooLow(minBid) }
    }
    case ErrorCode.bid_not_whole_dollars:
      return { kind: "amount", message: Messages.bidNotWholeDollars }
    case ErrorCode.bid_too_high:
      return { kind: "amount", message: Messages.bidTooHigh }
    case ErrorCode.auction_ended:
      return { kind: "ended" }
    case ErrorCode.unauthorized:
      return { kind: "sign_in" }
    case ErrorCode.not_registered_to_bid:
      return { kind: "not_registered", message: Messages.registerToBid }
    case ErrorCode.bid_not_taken:
      return { kind: "try_again", message: error.message }
    default:
      // the seller's own auction, a suspended account, an auction gone: the server says it plainly
      return error.status >= 500 ? { kind: "try_again", message: Messages.errorTryAgain } : { kind: "refused", message: error.message }
  }
}
