import { AuctionUpdate, BidEvent } from "@redline/api"
import { busCodec } from "@redline/infra"
import { Schema } from "effect"

/** A bid as the API forwards it to the auction's owner, over the bus. */
export const BidCommand = Schema.Struct({
  auctionId: Schema.Int,
  bidderId: Schema.Int,
  bidder: Schema.String,
  amount: Schema.Unknown,
  /** Epoch milliseconds at which the gateway received the request. */
  receivedAt: Schema.Number,
  idempotencyKey: Schema.NullOr(Schema.String),
  /** The gateway's name for the request, announced to the owner when it arrived. */
  intent: Schema.optional(Schema.String)
})
export type BidCommand = typeof BidCommand.Type

/** An accepted bid is answered with its event's data, which is what the API returns for it. */
export const BidAccepted = Schema.TaggedStruct("Accepted", BidEvent.fields)
export type BidAccepted = typeof BidAccepted.Type

export const BidRefused = Schema.TaggedStruct("Refused", {
  reason: Schema.Literal(
    "auction_ended",
    "seller_cannot_bid",
    "bid_too_low",
    "bid_too_high",
    "not_whole_dollars",
    "auction_not_found",
    "bid_not_recorded"
  ),
  min_bid: Schema.Int
})
export type BidRefused = typeof BidRefused.Type

/**
 * The bid was not confirmed: the owner could not make it durable (lost its lease, database
 * trouble) or did not answer in time. Retried with its idempotency key, it gets its first answer.
 */
export const BidNotTaken = Schema.TaggedStruct("NotTaken", {})
export type BidNotTaken = typeof BidNotTaken.Type

export const BidReply = Schema.Union(BidAccepted, BidRefused, BidNotTaken)
export type BidReply = typeof BidReply.Type

export const BidCommandCodec = busCodec(BidCommand)
export const BidReplyCodec = busCodec(BidReply)

/** Auctions are spread over partitions; a partition has one owner at a time. */
export const PARTITIONS = 8

export const partitionOf = (auctionId: number) => auctionId % PARTITIONS

export const bidSubject = (auctionId: number) => `engine.p${partitionOf(auctionId)}.${auctionId}.bid`
export const partitionSubject = (partition: number) => `engine.p${partition}.*.bid`

/** A seller's lowering of the reserve, as the API forwards it to the auction's owner. */
export const ReserveCommand = Schema.Struct({
  auctionId: Schema.Int,
  sellerId: Schema.Int,
  amount: Schema.Int,
  receivedAt: Schema.Number
})
export type ReserveCommand = typeof ReserveCommand.Type

export const ReserveLowered = Schema.TaggedStruct("Lowered", AuctionUpdate.fields)
export const ReserveRefused = Schema.TaggedStruct("Refused", {
  reason: Schema.Literal("not_seller", "auction_not_started", "auction_ended", "reserve_met", "not_a_reserve_option", "auction_not_found")
})
export const ReserveReply = Schema.Union(ReserveLowered, ReserveRefused, BidNotTaken)
export type ReserveReply = typeof ReserveReply.Type

export const ReserveCommandCodec = busCodec(ReserveCommand)
export const ReserveReplyCodec = busCodec(ReserveReply)

export const reserveSubject = (auctionId: number) => `engine.p${partitionOf(auctionId)}.${auctionId}.reserve`
export const partitionReserveSubject = (partition: number) => `engine.p${partition}.*.reserve`
