import {
  AuctionEnded,
  AuctionNotFound,
  BidNotRecorded,
  BidNotTaken,
  BidNotWholeDollars,
  BidTooHigh,
  BidTooLow,
  type PlacedBid,
  SellerCannotBid
} from "@redline/api"
import { Messages } from "@redline/domain"
import type { BidReply } from "@redline/engine"
import { Either } from "effect"

/** The refusals the engine's decision can bring. */
export const ENGINE_REFUSALS = [
  AuctionEnded,
  AuctionNotFound,
  SellerCannotBid,
  BidNotWholeDollars,
  BidTooLow,
  BidTooHigh,
  BidNotRecorded,
  BidNotTaken
] as const
export type EngineRefusal = InstanceType<(typeof ENGINE_REFUSALS)[number]>

/** What the API answers to the engine's decision on a bid, whichever way the request came. */
export const bidAnswer = (reply: BidReply, receivedAt: number): Either.Either<PlacedBid, EngineRefusal> => {
  switch (reply._tag) {
    case "Accepted":
      return Either.right({ bid: reply.bid, auction: reply.auction })
    case "NotTaken":
      return Either.left(BidNotTaken.default())
    case "Refused":
      switch (reply.reason) {
        case "auction_ended":
          return Either.left(AuctionEnded.at(new Date(receivedAt)))
        case "auction_not_found":
          return Either.left(AuctionNotFound.default())
        case "seller_cannot_bid":
          return Either.left(SellerCannotBid.default())
        case "not_whole_dollars":
          return Either.left(BidNotWholeDollars.default())
        case "bid_too_low":
          return Either.left(BidTooLow.of(Messages.bidTooLow(reply.min_bid), { min_bid: reply.min_bid }))
        case "bid_too_high":
          return Either.left(BidTooHigh.default())
        case "bid_not_recorded":
          return Either.left(BidNotRecorded.default())
      }
  }
}
