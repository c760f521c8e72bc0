import { SqlClient, type SqlError } from "@effect/sql"
import { AuctionStatus, RUNNING_STATUSES, SubmissionStatus } from "@redline/domain"
import { Effect, Layer, Option, Schema } from "effect"
import { type AuctionEvent, auctionEndEvent, bidEvent, closeEntryEvent, extensionEntryEvent, reserveLoweredEvent } from "./AuctionEvent.ts"
import { memoryLedger } from "./AuctionLedgerTest.ts"
import type { AuctionOutcome, AuctionState, BidRequest } from "./AuctionState.ts"

/** The partition and epoch under which an owner writes. */
export interface Fence {
  readonly partition: number
  readonly epoch: number
}

/** The partition was taken over: this process may no longer write its auctions. */
export class StaleOwner extends Schema.TaggedError<StaleOwner>()("StaleOwner", {
  partition: Schema.Number,
  epoch: Schema.Number
}) {}

export interface AcceptedInBatch {
  readonly request: BidRequest
  readonly amount: number
  readonly after: AuctionState
  /** It first moved the end past the scheduled end: its thread entry is written with it. */
  readonly firstExtension: boolean
}

export interface IdempotentBid {
  readonly bidderId: number
  readonly key: string
  readonly id: number
  readonly amount: number
  readonly bidder: string
  readonly receivedAt: Date
  readonly commentId: number
}

/** The auction engine's reads and writes; every write checks the fence in its own transaction. */
export interface AuctionLedgerShape {
  readonly claim: (partition: number, owner: string) => Effect.Effect<Fence, SqlError.SqlError>
  readonly load: (auctionId: number, defaultSoftCloseSeconds: number) => Effect.Effect<Option.Option<AuctionState>, SqlError.SqlError>
  readonly runningIn: (partition: number, partitions: number) => Effect.Effect<ReadonlyArray<number>, SqlError.SqlError>
  /**
   * Queued auctions of the partition whose start has come go live, and their submissions with them
   * (Scheduled to Live); answers when the partition's next queued auction starts.
   */
  readonly startDue: (fence: Fence, partitions: number, now: Date) => Effect.Effect<Option.Option<Date>, SqlError.SqlError | StaleOwner>
  readonly idempotentBids: (auctionId: number) => Effect.Effect<ReadonlyArray<IdempotentBid>, SqlError.SqlError>
  /**
   * One transaction for a batch of accepted bids, their thread entries and the soft close's: answers
   * their events in sequence order, which carry their ids.
   */
  readonly commitBids: (
    fence: Fence,
    accepted: ReadonlyArray<AcceptedInBatch>
  ) => Effect.Effect<ReadonlyArray<AuctionEvent>, SqlError.SqlError | StaleOwner>
  /** The seller's lower reserve and its event, in one transaction: answers the event. */
  readonly lowerReserve: (fence: Fence, after: AuctionState) => Effect.Effect<ReadonlyArray<AuctionEvent>, SqlError.SqlError | StaleOwner>
  /** One transaction for the close and its entry in the thread: answers their events in sequence order. */
  readonly close: (
    fence: Fence,
    state: AuctionState,
    outcome: AuctionOutcome
  ) => Effect.Effect<ReadonlyArray<AuctionEvent>, SqlError.SqlError | StaleOwner>
}

/** The ledger in Postgres. `Test` is one in memory for actor tests, with what it recorded. */
export class AuctionLedger extends Effect.Service<AuctionLedger>()("@redline/engine/AuctionLedger", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const checkFence = (fence: Fence) =>
      sql<{ ok: number }>`
        SELECT 1 AS ok FROM engine_partitions
         WHERE partition = ${fence.partition} AND epoch = ${fence.epoch} FOR SHARE`.pipe(
        Effect.flatMap((rows) =>
          rows.length === 1 ? Effect.void : Effect.fail(new StaleOwner({ partition: fence.partition, epoch: fence.epoch }))
        )
      )

    const ledger: AuctionLedgerShape = {
      claim: (partition, owner) =>
        sql<{ epoch: string }>`
          INSERT INTO engine_partitions (partition, epoch, owner) VALUES (${partition}, 1, ${owner})
          ON CONFLICT (partition) DO UPDATE
             SET epoch = engine_partitions.epoch + 1, owner = EXCLUDED.owner, claimed_at = now()
          RETURNING epoch::text AS epoch`.pipe(Effect.map((rows) => ({ partition, epoch: Number(rows[0]!.epoch) }))),

      load: (auctionId, defaultSoftCloseSeconds) =>
        sql<{
          id: number
          seller_id: number
          status: number
          scheduled_end: Date
          auction_end: Date
          soft_close_seconds: number | null
          current_bid: number
          current_bidder_id: number | null
          current_bidder: string | null
          bid_count: number
          reserve: number | null
          no_reserve: boolean
          event_seq: number
        }>`
          SELECT a.id, a.seller_id, a.status, a.scheduled_end, a.auction_end, a.soft_close_seconds,
                 a.current_bid, a.current_bidder_id, u.username AS current_bidder, a.bid_count,
                 a.reserve, a.no_reserve, a.event_seq
            FROM auctions a LEFT JOIN users u ON u.id = a.current_bidder_id
           WHERE a.id = ${auctionId}`.pipe(
          Effect.map((rows) =>
            Option.map(Option.fromNullable(rows[0]), (row): AuctionState => ({
              id: row.id,
              sellerId: row.seller_id,
              status: row.status,
              scheduledEnd: row.scheduled_end,
              end: row.auction_end,
              softCloseSeconds: row.soft_close_seconds ?? defaultSoftCloseSeconds,
              currentBid: row.current_bid,
              currentBidderId: row.current_bidder_id,
              currentBidder: row.current_bidder,
              bidCount: row.bid_count,
              reserve: row.reserve,
              noReserve: row.no_reserve,
              eventSeq: row.event_seq
            }))
          )
        ),

      runningIn: (partition, partitions) =>
        sql<{ id: number }>`
          SELECT id FROM auctions WHERE status IN ${sql.in(RUNNING_STATUSES)} AND mod(id, ${partitions}) = ${partition}`.pipe(
          Effect.map((rows) => rows.map((row) => row.id))
        ),

      startDue: (fence, partitions, now) =>
        sql.withTransaction(
          Effect.gen(function* () {
            yield* checkFence(fence)
            yield* sql`
              WITH started AS (
                UPDATE auctions SET status = ${AuctionStatus.live}
                 WHERE status = ${AuctionStatus.queued} AND auction_start <= ${now}
                   AND mod(id, ${partitions}) = ${fence.partition}
                RETURNING id
              )
              UPDATE submissions SET status = ${SubmissionStatus.live}, updated_at = ${now}
               WHERE auction_id IN (SELECT id FROM started) AND status = ${SubmissionStatus.scheduled}`
            const [next] = yield* sql<{ at: Date | null }>`
              SELECT min(auction_start) AS at FROM auctions
               WHERE status = ${AuctionStatus.queued} AND mod(id, ${partitions}) = ${fence.partition}`
            return Option.fromNullable(next?.at)
          })
        ),

      idempotentBids: (auctionId) =>
        sql<{
          id: number
          bidder_id: number
          idempotency_key: string
          amount: number
          received_at: Date
          bidder: string
          comment_id: number
        }>`
          SELECT b.id, b.bidder_id, b.idempotency_key, b.amount, b.received_at, u.username AS bidder, c.id AS comment_id
            FROM bids b JOIN users u ON u.id = b.bidder_id
                 JOIN comments c ON c.auction_id = b.auction_id AND c.bid_id = b.id
           WHERE b.auction_id = ${auctionId} AND b.idempotency_key IS NOT NULL`.pipe(
          Effect.map((rows) =>
            rows.map((row) => ({
              bidderId: row.bidder_id,
              key: row.idempotency_key,
              id: row.id,
              amount: row.amount,
              bidder: row.bidder,
              receivedAt: row.received_at,
              commentId: row.comment_id
            }))
          )
        ),

      // One statement, so one round trip and a transaction of its own: the auction's update is guarded by the
      // fence and the event sequence, and the bids, their comments and their events are only written if it ran.
      commitBids: (fence, accepted) =>
        Effect.gen(function* () {
          const before = bidEvent(accepted[0]!, 0, 0).seq - 1
          const last = accepted.at(-1)!.after
          const bids = accepted.map(({ request, amount }) => ({
            bidder_id: request.bidderId,
            amount,
            received_at: request.receivedAt.toISOString(),
            idempotency_key: request.idempotencyKey
          }))
          // A bid's id and its thread entry's are known only inside the statement, which writes them into its event;
          // amounts are unique within a batch (each accepted bid beats the one before), so they pair bids with events.
          const logged = accepted.map((bid) => {
            const { seq, data } = bidEvent(bid, 0, 0)
            return { amount: bid.amount, seq, data }
          })
          // The end moves past the scheduled end once, so a batch holds at most one bid that first extended it.
          const extension = accepted.find((bid) => bid.firstExtension)
          const entries =
            extension === undefined
              ? []
              : [{ created_at: extension.request.receivedAt.toISOString(), ...extensionEntryEvent(extension, 0) }]
          const rows = yield* sql<{ id: number; amount: number; comment_id: number; entry_id: number | null }>`
            WITH fence AS (
              SELECT 1 FROM engine_partitions WHERE partition = ${fence.partition} AND epoch = ${fence.epoch} FOR SHARE
            ), moved AS (
              UPDATE auctions
                 SET current_bid = ${last.currentBid}, current_bidder_id = ${last.currentBidderId},
                     bid_count = ${last.bidCount}, auction_end = ${last.end}, status = ${last.status},
                     event_seq = ${last.eventSeq}
               WHERE id = ${last.id} AND event_seq = ${before} AND EXISTS (SELECT 1 FROM fence)
               RETURNING id
            ), placed AS (
              INSERT INTO bids (auction_id, bidder_id, amount, received_at, idempotency_key)
              SELECT moved.id, bid.bidder_id, bid.amount, bid.received_at, bid.idempotency_key
                FROM moved, jsonb_to_recordset(${JSON.stringify(bids)}::jsonb)
                     AS bid (bidder_id integer, amount integer, received_at timestamptz, idempotency_key text)
               ORDER BY bid.amount
               RETURNING id, auction_id, bidder_id, amount, received_at
            ), commented AS (
              INSERT INTO comments (auction_id, user_id, type, amount, bid_id, created_at)
              SELECT auction_id, bidder_id, 2, amount, id, received_at FROM placed
               RETURNING id, amount
            ), events AS (
              INSERT INTO auction_events (auction_id, seq, kind, data)
              SELECT placed.auction_id, event.seq, 'bid',
                     jsonb_set(jsonb_set(event.data, '{bid,id}', to_jsonb(placed.id)), '{bid,comment_id}', to_jsonb(commented.id))
                FROM placed JOIN commented USING (amount)
                     JOIN jsonb_to_recordset(${JSON.stringify(logged)}::jsonb)
                     AS event (amount integer, seq integer, data jsonb) USING (amount)
            ), noted AS (
              INSERT INTO comments (auction_id, type, text, created_at, updated_at)
              SELECT moved.id, 5, entry.text, entry.created_at, entry.created_at
                FROM moved, jsonb_to_recordset(${JSON.stringify(entries.map(({ created_at, data }) => ({ created_at, text: data.text })))}::jsonb)
                     AS entry (created_at timestamptz, text text)
               RETURNING id
            ), entry_events AS (
              INSERT INTO auction_events (auction_id, seq, kind, data)
              SELECT ${last.id}, entry.seq, 'comment', jsonb_set(entry.data, '{id}', to_jsonb(noted.id))
                FROM noted, jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS entry (seq integer, data jsonb)
            )
            SELECT placed.id, amount, commented.id AS comment_id, (SELECT id FROM noted) AS entry_id
              FROM placed JOIN commented USING (amount)`
          // Nothing was written: the fence or the event sequence moved, someone else owns this auction now.
          if (rows.length !== accepted.length) return yield* Effect.fail(new StaleOwner(fence))
          const idsOf = new Map(rows.map((row) => [row.amount, row]))
          return accepted.flatMap((bid) => {
            const ids = idsOf.get(bid.amount)!
            const event = bidEvent(bid, ids.id, ids.comment_id)
            return bid.firstExtension ? [event, extensionEntryEvent(bid, ids.entry_id!)] : [event]
          })
        }),

      lowerReserve: (fence, after) =>
        sql.withTransaction(
          Effect.gen(function* () {
            yield* checkFence(fence)
            const event = reserveLoweredEvent(after)
            const updated = yield* sql`
              UPDATE auctions SET reserve = ${after.reserve}, event_seq = ${event.seq}
               WHERE id = ${after.id} AND event_seq = ${event.seq - 1} AND status IN ${sql.in(RUNNING_STATUSES)}
               RETURNING id`
            if (updated.length !== 1) return yield* Effect.fail(new StaleOwner(fence))
            yield* sql`INSERT INTO auction_events ${sql.insert({ auction_id: after.id, seq: event.seq, kind: event.kind, data: JSON.stringify(event.data) })}`
            return [event]
          })
        ),

      close: (fence, state, outcome) =>
        sql.withTransaction(
          Effect.gen(function* () {
            yield* checkFence(fence)
            const end = auctionEndEvent(state, outcome)
            const updated = yield* sql`
              UPDATE auctions
                 SET status = ${outcome.status}, winner_id = ${outcome.winnerId}, sale_amount = ${outcome.saleAmount},
                     buyer_fee = ${outcome.buyerFee}, event_seq = ${end.seq}
               WHERE id = ${state.id} AND event_seq = ${state.eventSeq} AND status IN ${sql.in(RUNNING_STATUSES)}
               RETURNING id`
            if (updated.length !== 1) return yield* Effect.fail(new StaleOwner(fence))
            yield* sql`
              UPDATE submissions SET status = ${SubmissionStatus.auction_ended}, updated_at = ${state.end}
               WHERE auction_id = ${state.id} AND status IN ${sql.in([SubmissionStatus.scheduled, SubmissionStatus.live])}`
            const [noted] = yield* sql<{ id: number }>`
              INSERT INTO comments ${sql.insert({ auction_id: state.id, type: 5, text: closeEntryEvent(state, outcome, 0).data.text, created_at: state.end, updated_at: state.end })}
              RETURNING id`
            const events = [closeEntryEvent(state, outcome, noted!.id), end]
            yield* sql`INSERT INTO auction_events ${sql.insert(
              events.map((event) => ({ auction_id: event.auction_id, seq: event.seq, kind: event.kind, data: JSON.stringify(event.data) }))
            )}`
            return events
          })
        )
    }
    return ledger
  })
}) {
  /**
   * An in-memory ledger over `auctions`: records every commit, holds commits back while
   * `commitsOpen` is closed (a slow database) and can be fenced off. Answers its layer and what
   * it recorded.
   */
  static readonly Test = (auctions: ReadonlyArray<AuctionState>, commitsOpen: Effect.Latch) => {
    const { ledger, ...recorded } = memoryLedger(auctions, commitsOpen)
    return { layer: Layer.succeed(AuctionLedger, AuctionLedger.make(ledger)), ...recorded }
  }
}
