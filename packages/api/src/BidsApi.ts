import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import {
  AccountSuspended,
  AuctionEnded,
  AuctionNotFound,
  BidNotRecorded,
  BidNotTaken,
  BidNotWholeDollars,
  BidTooHigh,
  BidTooLow,
  NotRegisteredToBid,
  RateLimited,
  SellerCannotBid
} from "./ApiErrors.ts"
import { AuctionStats } from "./AuctionDetail.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { Authentication } from "./Authentication.ts"
import { BidEvent } from "./Realtime.ts"

export const PlaceBid = Schema.Struct({
  /** Checked by the domain's bid rules (`bidAmountProblem`), so a malformed amount gets its own refusal. */
  amount: Schema.Unknown,
  idempotency_key: Schema.optional(Schema.String.pipe(Schema.maxLength(100))),
  connection_id: Schema.optional(Schema.String)
})

/** What placing a bid answers: the bid and the auction after it, as its 'bid' event tells watchers. */
export const PlacedBid = BidEvent
export type PlacedBid = typeof PlacedBid.Type

export const EndCheck = Schema.Struct({
  ended: Schema.Boolean,
  status: Schema.Int,
  auction_end: Schema.String
})
export type EndCheck = typeof EndCheck.Type

export class BidsApi extends HttpApiGroup.make("bids")
  .add(
    HttpApiEndpoint.post("placeBid", "/v1/auctions/:auction_id/bids")
      .setPath(AuctionIdPath)
      .setPayload(PlaceBid)
      .addSuccess(PlacedBid)
      .addError(AuctionNotFound)
      .addError(AuctionEnded)
      .addError(BidTooLow)
      .addError(BidNotWholeDollars)
      .addError(BidTooHigh)
      .addError(BidNotRecorded)
      .addError(NotRegisteredToBid)
      .addError(SellerCannotBid)
      .addError(AccountSuspended)
      .addError(BidNotTaken)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.get("stats", "/v1/auctions/:auction_id/stats").setPath(AuctionIdPath).addSuccess(AuctionStats).addError(AuctionNotFound)
  )
  .add(
    HttpApiEndpoint.post("checkEnd", "/v1/auctions/:auction_id/check_end")
      .setPath(AuctionIdPath)
      .addSuccess(EndCheck)
      .addError(AuctionNotFound)
      .addError(RateLimited)
  ) {}
