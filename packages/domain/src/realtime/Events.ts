/** A bid the auction took, as the answer to it and its event show it. */
export interface AcceptedBid {
  readonly id: number
  readonly amount: number
  readonly bidder: string
  /** When the gateway received it (ISO 8601): bids count by it. */
  readonly received_at: string
}

/** The auction as it stands after a bid: what a watcher's page shows of it. */
export interface AuctionSnapshot {
  readonly current_bid: number
  readonly current_bidder: string | null
  readonly auction_end: string
  readonly status: number
  readonly bids: number
  /** Whether the current bid meets the reserve (true for a no-reserve auction); never the reserve itself. */
  readonly reserve_met: boolean
}

/** A 'bid' event's data, which is also the answer to placing the bid: the bid and the auction after it. */
export interface BidEvent {
  readonly bid: AcceptedBid
  readonly auction: AuctionSnapshot
}

/** An 'auction_end' event's data: how the auction closed. */
export interface AuctionEndEvent {
  readonly status: number
  readonly auction_end: string
  readonly current_bid: number
  readonly sale_amount: number | null
  readonly winner: string | null
}

/**
 * An 'auction' event's data, on the auctions channel: one auction as its cards show it, after a
 * bid or its end, for every list that shows it.
 */
export interface AuctionUpdate extends Omit<AuctionSnapshot, "current_bidder"> {
  readonly id: number
}
