import {
  type AcceptedBid as AcceptedBidData,
  type AuctionEndEvent as AuctionEndEventData,
  type AuctionUpdate as AuctionUpdateData,
  type BidEvent as BidEventData,
  CHANNEL_ID_FIELDS,
  CHANNEL_TYPES,
  type ChannelIdField,
  ENVELOPE_KINDS
} from "@redline/domain"
import { Schema } from "effect"
import { Id } from "./Id.ts"

/** What an envelope carries (spec 2 §4): the domain's list. */
export const EnvelopeKind = Schema.Literal(...ENVELOPE_KINDS)
export type EnvelopeKind = typeof EnvelopeKind.Type

/** Every realtime event: per-channel `seq` is gap-free where the channel keeps a log, so a client sees what it missed; 0 where it keeps none. */
export const Envelope = Schema.Struct({
  channel: Schema.String,
  seq: Schema.Int,
  kind: EnvelopeKind,
  data: Schema.Unknown
})
export type Envelope = typeof Envelope.Type

export const AcceptedBid = Schema.Struct({
  id: Schema.Int,
  amount: Schema.Int,
  bidder: Schema.String,
  received_at: Schema.String,
  /** The bid's entry in the auction's comments & bids thread. */
  comment_id: Schema.Int
}) satisfies Schema.Schema<AcceptedBidData>

export const AuctionSnapshot = Schema.Struct({
  current_bid: Schema.Int,
  current_bidder: Schema.NullOr(Schema.String),
  auction_end: Schema.String,
  status: Schema.Int,
  bids: Schema.Int,
  /** Whether the current bid meets the reserve (true for a no-reserve auction); the reserve itself is never told. */
  reserve_met: Schema.Boolean
})

/** A 'bid' event's data, and the answer to placing a bid: the domain's `BidEvent`. */
export const BidEvent = Schema.Struct({ bid: AcceptedBid, auction: AuctionSnapshot }) satisfies Schema.Schema<BidEventData>

/** An 'auction_end' event's data: the domain's `AuctionEndEvent`. */
export const AuctionEndEvent = Schema.Struct({
  status: Schema.Int,
  auction_end: Schema.String,
  current_bid: Schema.Int,
  sale_amount: Schema.NullOr(Schema.Int),
  winner: Schema.NullOr(Schema.String)
}) satisfies Schema.Schema<AuctionEndEventData>

/** An 'auction' event's data, on the auctions channel: the domain's `AuctionUpdate`. */
export const AuctionUpdate = Schema.Struct({
  id: Schema.Int,
  current_bid: Schema.Int,
  auction_end: Schema.String,
  status: Schema.Int,
  bids: Schema.Int,
  reserve_met: Schema.Boolean
}) satisfies Schema.Schema<AuctionUpdateData>

export const ChannelType = Schema.Literal(...CHANNEL_TYPES)
export type ChannelType = typeof ChannelType.Type

/** The id a channel's family is keyed by: one optional field each (`auction_id`, ...). */
const channelIds = Object.fromEntries(CHANNEL_ID_FIELDS.map((field) => [field, Schema.optional(Id)])) as {
  readonly [F in ChannelIdField]: Schema.optional<typeof Id>
}

export const Registration = Schema.Struct({
  connection_id: Schema.String.pipe(Schema.maxLength(100)),
  type: Schema.Literal("public", "private"),
  channel: ChannelType,
  ...channelIds
})
export type Registration = typeof Registration.Type

export const Registered = Schema.Struct({
  channel: Schema.String,
  /** The channel's latest sequence number now: the client delivers from the next one. */
  seq: Schema.Int
})

export const RewindQuery = Schema.Struct({
  channel: Schema.String,
  since: Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())
})

export const Rewind = Schema.Struct({
  channel: Schema.String,
  events: Schema.Array(Envelope)
})
export type Rewind = typeof Rewind.Type
