import {
  type AuctionBidRefusal,
  auctionBidRefusal,
  AuctionStatus,
  type BuyerCommission,
  bidAmountProblem,
  buyersFee,
  type ClosingStatus,
  closingStatus,
  extendsFirst,
  hasStarted,
  isRunning,
  type ReserveLoweringRefusal,
  reserveLoweringRefusal,
  runningStatusAfter,
  softCloseEnd
} from "@redline/domain"

/** What an auction's actor holds in memory; rebuilt from Postgres when the actor starts. */
export interface AuctionState {
  readonly id: number
  readonly sellerId: number
  readonly status: number
  readonly scheduledEnd: Date
  readonly end: Date
  readonly softCloseSeconds: number
  readonly currentBid: number
  readonly currentBidderId: number | null
  readonly currentBidder: string | null
  readonly bidCount: number
  readonly reserve: number | null
  readonly noReserve: boolean
  readonly eventSeq: number
}

export interface BidRequest {
  readonly bidderId: number
  readonly bidder: string
  /** Straight from the request body: the actor decides whether it is a bid at all. */
  readonly amount: unknown
  /** When the gateway received the request: bids count by it (fair close). */
  readonly receivedAt: Date
  readonly idempotencyKey: string | null
  /** The gateway's announcement of this request, settled when the bid is decided. */
  readonly intent?: string | undefined
}

export type BidRefusalReason = AuctionBidRefusal | "bid_too_low" | "bid_too_high" | "not_whole_dollars"

const amountRefusal = { too_low: "bid_too_low", too_high: "bid_too_high", not_whole_dollars: "not_whole_dollars" } as const

export type BidDecision =
  | {
      readonly _tag: "Accepted"
      readonly amount: number
      readonly after: AuctionState
      /** It moved the end past the scheduled end for the first time: the thread says so after it. */
      readonly firstExtension: boolean
    }
  | { readonly _tag: "Refused"; readonly reason: BidRefusalReason; readonly minBid: number }

/** The rules of one bid against the auction as it stands (DESIGN invariants 3 to 5). */
export const decideBid = (state: AuctionState, bid: BidRequest): BidDecision => {
  const refuse = (reason: BidRefusalReason, minBid = minimumOf(state)): BidDecision => ({ _tag: "Refused", reason, minBid })
  const refusal = auctionBidRefusal({
    status: state.status,
    end: state.end,
    receivedAt: bid.receivedAt,
    bidderIsSeller: bid.bidderId === state.sellerId
  })
  if (refusal !== null) return refuse(refusal)
  const problem = bidAmountProblem(bid.amount, state.currentBid)
  if (problem !== null) return refuse(amountRefusal[problem._tag], problem.min_bid)
  const amount = bid.amount as number
  const end = softCloseEnd({ currentEnd: state.end, receivedAt: bid.receivedAt, windowSeconds: state.softCloseSeconds })
  const firstExtension = extendsFirst({ scheduledEnd: state.scheduledEnd, endBefore: state.end, endAfter: end })
  return {
    _tag: "Accepted",
    amount,
    firstExtension,
    after: {
      ...state,
      currentBid: amount,
      currentBidderId: bid.bidderId,
      currentBidder: bid.bidder,
      bidCount: state.bidCount + 1,
      end,
      status: runningStatusAfter(state.scheduledEnd, end),
      // The bid's event, and the thread's entry of the first extension after it.
      eventSeq: state.eventSeq + (firstExtension ? 2 : 1)
    }
  }
}

const minimumOf = (state: AuctionState) => {
  const problem = bidAmountProblem(0, state.currentBid)
  return problem?.min_bid ?? 0
}

export interface AuctionOutcome {
  readonly status: ClosingStatus
  readonly winnerId: number | null
  readonly saleAmount: number | null
  readonly buyerFee: number | null
}

/** How the auction ends (DESIGN invariant 9). */
export const outcomeOf = (state: AuctionState, commission: BuyerCommission): AuctionOutcome => {
  const status = closingStatus({
    bidCount: state.bidCount,
    currentBid: state.currentBid,
    reserve: state.reserve,
    noReserve: state.noReserve
  })
  const sold = status === AuctionStatus.sold
  return {
    status,
    winnerId: sold ? state.currentBidderId : null,
    saleAmount: sold ? state.currentBid : null,
    buyerFee: sold ? buyersFee(state.currentBid, commission) : null
  }
}

export interface ReserveRequest {
  readonly sellerId: number
  readonly amount: number
  /** When the request was received: after the end there is nothing to lower. */
  readonly receivedAt: Date
}

export type ReserveDecision =
  { readonly _tag: "Lowered"; readonly after: AuctionState } | { readonly _tag: "Refused"; readonly reason: ReserveLoweringRefusal }

/** The seller's lowering of the reserve against the auction as it stands, between two bids. */
export const decideReserveLowering = (state: AuctionState, request: ReserveRequest): ReserveDecision => {
  const refusal = reserveLoweringRefusal({
    isSeller: request.sellerId === state.sellerId,
    started: hasStarted(state.status),
    running: isRunning(state.status) && request.receivedAt < state.end,
    reserve: state.reserve,
    noReserve: state.noReserve,
    currentBid: state.currentBid,
    amount: request.amount
  })
  if (refusal !== null) return { _tag: "Refused", reason: refusal }
  return { _tag: "Lowered", after: { ...state, reserve: request.amount, eventSeq: state.eventSeq + 1 } }
}
