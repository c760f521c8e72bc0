import { SqlClient } from "@effect/sql"
import { minimumNextBid } from "@redline/domain"
import { Effect } from "effect"
import { expect } from "vitest"

export interface AuctionRow {
  readonly status: number
  readonly current_bid: number
  readonly current_bidder_id: number | null
  readonly bid_count: number
  readonly event_seq: number
  readonly auction_end: Date
  readonly winner_id: number | null
  readonly sale_amount: number | null
  readonly buyer_fee: number | null
}

export interface BidRow {
  readonly id: number
  readonly bidder_id: number
  readonly amount: number
  readonly received_at: Date
  readonly idempotency_key: string | null
}

export interface EventRow {
  readonly seq: number
  readonly kind: string
  readonly data: {
    readonly bid?: { readonly id: number; readonly amount: number; readonly comment_id: number }
    readonly auction?: { readonly current_bid: number; readonly bids: number }
    readonly status?: number
    readonly id?: number
    readonly text?: string
    readonly timestamp?: string
    readonly updated_at?: string
  }
  /** When its transaction began: events of one commit share it. */
  readonly created_at: Date
}

export interface SystemEntryRow {
  readonly id: number
  readonly user_id: number | null
  readonly text: string
  readonly created_at: Date
  readonly updated_at: Date
}

/** What Postgres holds of one auction: its row, its bids in commit order and its event log. */
export const auctionRecord = (auctionId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const [auction] = yield* sql<AuctionRow>`
      SELECT status, current_bid, current_bidder_id, bid_count, event_seq, auction_end, winner_id, sale_amount, buyer_fee
        FROM auctions WHERE id = ${auctionId}`
    const bids = yield* sql<BidRow>`
      SELECT id, bidder_id, amount, received_at, idempotency_key FROM bids WHERE auction_id = ${auctionId} ORDER BY id`
    const events = yield* sql<EventRow>`
      SELECT seq, kind, data, created_at FROM auction_events WHERE auction_id = ${auctionId} ORDER BY seq`
    const bidEntries = yield* sql<{ id: number; bid_id: number; user_id: number; amount: number }>`
      SELECT id, bid_id, user_id, amount FROM comments WHERE auction_id = ${auctionId} AND type = 2 ORDER BY bid_id`
    const systemEntries = yield* sql<SystemEntryRow>`
      SELECT id, user_id, text, created_at, updated_at FROM comments WHERE auction_id = ${auctionId} AND type = 5 ORDER BY id`
    // now() is the transaction's start time, shared by every row one transaction writes.
    const [commits] = yield* sql<{ count: number }>`
      SELECT count(DISTINCT created_at)::int AS count FROM bids WHERE auction_id = ${auctionId}`
    return { auction: auction!, bids, events, bidEntries, systemEntries, bidCommits: commits!.count }
  })

export type AuctionRecord = Effect.Effect.Success<ReturnType<typeof auctionRecord>>

/**
 * The invariants every auction's record keeps whatever happened to the
 * engine: each bid beats the one before by the step (5), the event log is
 * gap-free and says what the bids table says (7), each bid has its entry in
 * the thread, which its event names, the thread's system entries are the
 * comment events, and the auction row is the last bid's.
 */
export const expectConsistent = ({ auction, bids, events, bidEntries, systemEntries }: AuctionRecord) => {
  expect(events.map((event) => event.seq)).toEqual(events.map((_, index) => index + 1))
  const bidEvents = events.filter((event) => event.kind === "bid")
  expect(bidEvents.map((event) => [event.data.bid?.id, event.data.bid?.amount])).toEqual(bids.map((bid) => [bid.id, bid.amount]))
  expect(bidEntries.map((entry) => [entry.bid_id, entry.user_id, entry.amount])).toEqual(
    bids.map((bid) => [bid.id, bid.bidder_id, bid.amount])
  )
  expect(bidEvents.map((event) => event.data.bid?.comment_id)).toEqual(bidEntries.map((entry) => entry.id))
  const entryEvents = events.filter((event) => event.kind === "comment")
  expect(entryEvents.map((event) => [event.data.id, event.data.text, event.data.timestamp, event.data.updated_at])).toEqual(
    systemEntries.map((entry) => [entry.id, entry.text, entry.created_at.toISOString(), entry.updated_at.toISOString()])
  )
  for (const entry of systemEntries) expect(entry.user_id).toBeNull()
  expect(bidEvents.map((event) => event.data.auction?.bids)).toEqual(bids.map((_, index) => index + 1))
  bids.forEach((bid, index) => {
    expect(bid.amount).toBeGreaterThanOrEqual(minimumNextBid(index === 0 ? null : bids[index - 1]!.amount))
  })
  const closes = events.filter((event) => event.kind === "auction_end")
  expect(closes.length).toBeLessThanOrEqual(1)
  if (closes.length === 1) expect(events.at(-1)!.kind).toBe("auction_end")
  const last = bids.at(-1)
  expect(auction).toMatchObject({
    current_bid: last?.amount ?? 0,
    current_bidder_id: last?.bidder_id ?? null,
    bid_count: bids.length,
    event_seq: events.length
  })
}
