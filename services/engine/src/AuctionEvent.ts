import { Envelope } from "@redline/api"
import {
  type AcceptedBid,
  type AuctionSnapshot,
  type AuctionUpdate,
  channelName,
  closeEntryText,
  type EventData,
  reserveMet,
  softCloseEntryText,
  systemEntry
} from "@redline/domain"
import { busCodec } from "@redline/infra"
import type { AcceptedInBatch } from "./AuctionLedger.ts"
import type { AuctionOutcome, AuctionState } from "./AuctionState.ts"

type LoggedKind = "bid" | "auction_end" | "comment" | "auction"

/**
 * One entry of an auction's event log: `seq` is gap-free per auction and
 * written in the transaction that made the change.
 */
export type AuctionEvent = {
  readonly [Kind in LoggedKind]: {
    readonly auction_id: number
    readonly seq: number
    readonly kind: Kind
    readonly data: EventData<Kind>
  }
}[LoggedKind]

export type LoggedBid = Extract<AuctionEvent, { readonly kind: "bid" }>

export type LoggedEntry = Extract<AuctionEvent, { readonly kind: "comment" }>

export const isLoggedBid = (event: AuctionEvent): event is LoggedBid => event.kind === "bid"

/** A bid the auction took, as its answer, its event and a retry's answer show it. */
export const acceptedBid = (bid: {
  readonly id: number
  readonly amount: number
  readonly bidder: string
  readonly receivedAt: Date
  readonly commentId: number
}): AcceptedBid => ({
  id: bid.id,
  amount: bid.amount,
  bidder: bid.bidder,
  received_at: bid.receivedAt.toISOString(),
  comment_id: bid.commentId
})

/** The auction as the answer to a bid, and its event, show it. */
export const auctionSnapshot = (state: AuctionState): AuctionSnapshot => ({
  current_bid: state.currentBid,
  current_bidder: state.currentBidder,
  auction_end: state.end.toISOString(),
  status: state.status,
  bids: state.bidCount,
  reserve_met: reserveMetIn(state)
})

const reserveMetIn = (state: AuctionState) =>
  reserveMet({ currentBid: state.currentBid, reserve: state.reserve, noReserve: state.noReserve })

/** A bid of a committed batch, once its row and its thread entry have ids; its data is also the bid's answer. */
export const bidEvent = ({ request, amount, after, firstExtension }: AcceptedInBatch, id: number, commentId: number): LoggedBid => ({
  auction_id: after.id,
  seq: firstExtension ? after.eventSeq - 1 : after.eventSeq,
  kind: "bid",
  data: {
    bid: acceptedBid({ id, amount, bidder: request.bidder, receivedAt: request.receivedAt, commentId }),
    auction: auctionSnapshot(after)
  }
})

/** The thread's system entry of a bid that first extended the auction, right after the bid's event. */
export const extensionEntryEvent = ({ request, after }: AcceptedInBatch, id: number): LoggedEntry => ({
  auction_id: after.id,
  seq: after.eventSeq,
  kind: "comment",
  data: systemEntry({ id, text: softCloseEntryText(after.softCloseSeconds), at: request.receivedAt })
})

/** The thread's system entry of the close, with the result, after the auction's last event. */
export const closeEntryEvent = (state: AuctionState, outcome: AuctionOutcome, id: number): LoggedEntry => ({
  auction_id: state.id,
  seq: state.eventSeq + 1,
  kind: "comment",
  data: systemEntry({
    id,
    text: closeEntryText({ status: outcome.status, currentBid: state.currentBid, winner: state.currentBidder }),
    at: state.end
  })
})

/** The close, after the close's entry in the thread: the auction's last event. */
export const auctionEndEvent = (state: AuctionState, outcome: AuctionOutcome): AuctionEvent => ({
  auction_id: state.id,
  seq: state.eventSeq + 2,
  kind: "auction_end",
  data: {
    status: outcome.status,
    auction_end: state.end.toISOString(),
    current_bid: state.currentBid,
    sale_amount: outcome.saleAmount,
    winner: outcome.winnerId === null ? null : state.currentBidder
  }
})

/** How an event is published after commit: the realtime envelope of the auction's channel. */
export const envelopeOf = (event: AuctionEvent): Envelope => ({
  channel: channelName({ type: "auction", id: event.auction_id }),
  seq: event.seq,
  kind: event.kind,
  data: event.data
})

/** The auction as it stands, as lists show it and as a change of the auction's own (its reserve lowered) tells its watchers. */
const auctionUpdateOf = (state: AuctionState): AuctionUpdate => ({
  id: state.id,
  current_bid: state.currentBid,
  auction_end: state.end.toISOString(),
  status: state.status,
  bids: state.bidCount,
  reserve_met: reserveMetIn(state)
})

/** The reserve lowered by the seller, the auction's next event: whether it is met now. */
export const reserveLoweredEvent = (after: AuctionState): Extract<AuctionEvent, { readonly kind: "auction" }> => ({
  auction_id: after.id,
  seq: after.eventSeq,
  kind: "auction",
  data: auctionUpdateOf(after)
})

/**
 * What the auctions channel tells every list of the auction as it stands (after a batch of bids,
 * or its close): one envelope for the batch, as lists show only the latest. The channel keeps no
 * log, so it numbers nothing.
 */
export const auctionsEnvelopeOf = (state: AuctionState): Envelope => ({
  channel: channelName({ type: "auctions", id: null }),
  seq: 0,
  kind: "auction",
  data: auctionUpdateOf(state)
})

/** Encoded once per event: gateways forward these bytes to their watchers as they are. */
export const EnvelopeCodec = busCodec(Envelope)
