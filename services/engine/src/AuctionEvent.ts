import { Envelope } from "@redline/api"
import { channelName } from "@redline/domain"
import { Schema } from "effect"

/**
 * One entry of an auction's event log: `seq` is gap-free per auction and
 * written in the transaction that made the change.
 */
export const AuctionEvent = Schema.Struct({
  auction_id: Schema.Int,
  seq: Schema.Int,
  kind: Schema.Literal("bid", "auction_end"),
  data: Schema.Unknown
})
export type AuctionEvent = typeof AuctionEvent.Type

/** How an event is published after commit: the realtime envelope of the auction's channel. */
export const envelopeOf = (event: AuctionEvent): Envelope => ({
  channel: channelName({ type: "auction", id: event.auction_id }),
  seq: event.seq,
  kind: event.kind,
  data: event.data
})

export const EnvelopeJson = Schema.parseJson(Envelope)
