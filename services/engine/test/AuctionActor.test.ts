import { it } from "@effect/vitest"
import { AuctionStatus, DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import { Effect, Exit, Fiber, Scope, TestClock } from "effect"
import { describe, expect } from "vitest"
import { startAuctionActor } from "../src/AuctionActor.ts"
import type { AuctionState, BidRequest } from "../src/AuctionState.ts"
import type { BidReply } from "../src/EngineProtocol.ts"
import { AuctionLedger } from "../src/AuctionLedger.ts"

// The test clock starts at 0: the auction ends one minute in.
const END = 60_000
const GRACE = 1_500
const auction: AuctionState = {
  id: 7,
  sellerId: 1,
  status: AuctionStatus.live,
  scheduledEnd: new Date(END),
  end: new Date(END),
  softCloseSeconds: 120,
  currentBid: 0,
  currentBidderId: null,
  currentBidder: null,
  bidCount: 0,
  reserve: 1_000,
  noReserve: false,
  eventSeq: 0
}
const bid = (amount: number, receivedAt: number, bidderId = 2, idempotencyKey: string | null = null): BidRequest => ({
  bidderId,
  bidder: `bidder${bidderId}`,
  amount,
  receivedAt: new Date(receivedAt),
  idempotencyKey
})

const setup = (commitsOpen = true) =>
  Effect.gen(function* () {
    const open = yield* Effect.makeLatch(commitsOpen)
    const ledger = AuctionLedger.Test([auction], open)
    const published: Array<number> = []
    const standings: Array<AuctionState> = []
    const actor = yield* startAuctionActor(auction, [], {
      fence: { partition: 7, epoch: 1 },
      closeGrace: GRACE,
      maxBatch: 256,
      buyerCommission: DEFAULT_BUYER_COMMISSION,
      publish: (events, after) =>
        Effect.sync(() => {
          published.push(...events.map((event) => event.seq))
          standings.push(after)
        })
    }).pipe(Effect.provide(ledger.layer))
    return { actor, ledger, open, published, standings }
  })

const amountOf = (reply: BidReply) => (reply._tag === "Accepted" ? reply.bid.amount : reply._tag)

describe("the auction actor", () => {
  it.scoped("commits the bids that waited in its mailbox in one transaction, answering each", () =>
    Effect.gen(function* () {
      const { actor, ledger, open, published } = yield* setup(false)
      const first = yield* Effect.fork(actor.bid(bid(100, 1_000)))
      yield* TestClock.adjust(1)
      const waiting = yield* Effect.fork(
        Effect.forEach([200, 300, 400, 450, 500], (amount, index) => actor.bid(bid(amount, 1_000 + index, 3 + index)), {
          concurrency: "unbounded"
        })
      )
      yield* TestClock.adjust(1)
      yield* open.open
      expect(amountOf(yield* Fiber.join(first))).toBe(100)
      expect((yield* Fiber.join(waiting)).map(amountOf)).toEqual([200, 300, 400, "Refused", 500])
      expect(ledger.batches.map((batch) => batch.length)).toEqual([1, 4])
      // The first bid, in the last minute, extended the auction: the thread's entry saying so follows it, once.
      expect(published).toEqual([1, 2, 3, 4, 5, 6])
      expect(ledger.events.map((event) => event.kind)).toEqual(["bid", "comment", "bid", "bid", "bid", "bid"])
      expect(ledger.stored(7)).toMatchObject({ currentBid: 500, bidCount: 5, eventSeq: 6 })
    })
  )

  it.scoped("publishes each commit with the auction as it stands after it, its close too", () =>
    Effect.gen(function* () {
      const { actor, open, standings } = yield* setup(false)
      const first = yield* Effect.fork(actor.bid(bid(100, 1_000)))
      yield* TestClock.adjust(1)
      const waiting = yield* Effect.fork(
        Effect.forEach([200, 300], (amount, index) => actor.bid(bid(amount, 1_000 + index, 3 + index)), { concurrency: "unbounded" })
      )
      yield* TestClock.adjust(1)
      yield* open.open
      yield* Fiber.join(first)
      yield* Fiber.join(waiting)
      expect(standings.map((after) => [after.currentBid, after.bidCount])).toEqual([
        [100, 1],
        [300, 3]
      ])
      // every bid here came in the last two minutes and moved the end
      yield* TestClock.adjust(1_001 + 120_000 + GRACE)
      yield* actor.closed
      expect(standings.at(-1)).toMatchObject({ status: AuctionStatus.reserve_not_met, currentBid: 300, bidCount: 3 })
    })
  )

  it.scoped("moves the end on a bid in the last two minutes and closes at the extended end", () =>
    Effect.gen(function* () {
      const { actor, ledger } = yield* setup()
      yield* TestClock.adjust(50_000)
      const reply = yield* actor.bid(bid(1_200, 50_000))
      expect(reply._tag === "Accepted" && reply.auction).toMatchObject({
        auction_end: new Date(170_000).toISOString(),
        status: AuctionStatus.last_second_bids
      })
      yield* TestClock.adjust(END + GRACE + 1_000 - 50_000)
      expect((yield* actor.state).status).toBe(AuctionStatus.last_second_bids)
      yield* TestClock.adjust(170_000 + GRACE - (END + GRACE + 1_000))
      yield* actor.closed
      expect(ledger.stored(7)).toMatchObject({ status: AuctionStatus.sold, eventSeq: 4 })
      // The bid, the soft close's entry in the thread, the result's, and the close.
      expect(ledger.events.map((event) => [event.seq, event.kind])).toEqual([
        [1, "bid"],
        [2, "comment"],
        [3, "comment"],
        [4, "auction_end"]
      ])
      expect(ledger.events.at(-1)).toMatchObject({ kind: "auction_end", data: { status: AuctionStatus.sold, sale_amount: 1_200 } })
      expect(ledger.outcomes.at(-1)).toEqual({ status: AuctionStatus.sold, winnerId: 2, saleAmount: 1_200, buyerFee: 250 })
    })
  )

  it.scoped("closes without bids as no_bids, and below the reserve as reserve_not_met", () =>
    Effect.gen(function* () {
      const { actor, ledger } = yield* setup()
      yield* TestClock.adjust(END + GRACE)
      yield* actor.closed
      expect(ledger.stored(7)?.status).toBe(AuctionStatus.no_bids)

      const second = yield* setup()
      yield* second.actor.bid(bid(500, END + GRACE - 10 * 60_000 + 1))
      yield* TestClock.adjust(END + GRACE)
      yield* second.actor.closed
      expect(second.ledger.stored(7)?.status).toBe(AuctionStatus.reserve_not_met)
    })
  )

  it.scoped("counts bids by receive time: stamped before the end they are taken even if the actor was blocked past it", () =>
    Effect.gen(function* () {
      const { actor, ledger, open } = yield* setup(false)
      const early = yield* Effect.fork(actor.bid(bid(100, 10_000)))
      yield* TestClock.adjust(1)
      const onTime = yield* Effect.fork(actor.bid(bid(200, END - 1, 3)))
      // That bid moved the end to END - 1 + 120 s; this one arrives exactly then.
      const late = yield* Effect.fork(actor.bid(bid(300, END - 1 + 120_000, 4)))
      // The database stalls well past the end and its grace.
      yield* TestClock.adjust(END + 130_000)
      yield* open.open
      expect(amountOf(yield* Fiber.join(early))).toBe(100)
      expect(amountOf(yield* Fiber.join(onTime))).toBe(200)
      expect(yield* Fiber.join(late)).toMatchObject({ _tag: "Refused", reason: "auction_ended" })
      yield* TestClock.adjust(GRACE)
      yield* actor.closed
      expect(ledger.stored(7)).toMatchObject({ currentBid: 200, end: new Date(END - 1 + 120_000) })
    })
  )

  it.scoped("answers a retried bid with its first answer", () =>
    Effect.gen(function* () {
      const { actor, ledger } = yield* setup()
      const first = yield* actor.bid(bid(100, 1_000, 2, "key-1"))
      yield* actor.bid(bid(200, 1_001, 3))
      const retry = yield* actor.bid(bid(100, 1_002, 2, "key-1"))
      expect(retry._tag === "Accepted" && first._tag === "Accepted" && retry.bid).toEqual(first._tag === "Accepted" && first.bid)
      expect(ledger.batches.flat()).toHaveLength(2)
    })
  )

  it.scoped("tells nobody a bid was taken when its write is fenced off, and gives the auction up", () =>
    Effect.gen(function* () {
      const { actor, ledger } = yield* setup()
      ledger.fenceOff()
      expect(yield* actor.bid(bid(100, 1_000))).toEqual({ _tag: "NotTaken" })
      yield* actor.lostOwnership
      expect(yield* actor.bid(bid(200, 1_001))).toEqual({ _tag: "NotTaken" })
    })
  )
})

describe("an actor whose auction is let go", () => {
  it.effect("answers the bids it still held as not taken", () =>
    Effect.gen(function* () {
      const scope = yield* Scope.make()
      const open = yield* Effect.makeLatch(false)
      const ledger = AuctionLedger.Test([auction], open)
      const actor = yield* startAuctionActor(auction, [], {
        fence: { partition: 7, epoch: 1 },
        closeGrace: GRACE,
        maxBatch: 256,
        buyerCommission: DEFAULT_BUYER_COMMISSION,
        publish: () => Effect.void
      }).pipe(Effect.provide(ledger.layer), Scope.extend(scope))
      const committing = yield* Effect.fork(actor.bid(bid(100, 1_000)))
      yield* TestClock.adjust(1)
      const waiting = yield* Effect.fork(actor.bid(bid(200, 1_001, 3)))
      yield* TestClock.adjust(1)
      yield* Scope.close(scope, Exit.void)
      expect(yield* Fiber.join(committing)).toEqual({ _tag: "NotTaken" })
      expect(yield* Fiber.join(waiting)).toEqual({ _tag: "NotTaken" })
    })
  )
})

describe("a bid announced by its gateway", () => {
  it.scoped("holds the close until it arrives, however slow its way, and then counts by its receive time", () =>
    Effect.gen(function* () {
      const { actor, ledger } = yield* setup()
      actor.intend("late-arrival", END - 500, false)
      yield* TestClock.adjust(END + GRACE + 4_000)
      expect((yield* actor.state).status).toBe(AuctionStatus.live)
      const reply = yield* actor.bid({ ...bid(1_500, END - 500), intent: "late-arrival" })
      expect(reply._tag).toBe("Accepted")
      yield* TestClock.adjust(120_000 + GRACE)
      yield* actor.closed
      expect(ledger.stored(7)).toMatchObject({ status: AuctionStatus.sold, currentBid: 1_500 })
    })
  )

  it.scoped("stops holding the close when its request ended without a bid", () =>
    Effect.gen(function* () {
      const { actor, ledger } = yield* setup()
      actor.intend("refused-at-sign-in", END - 500, false)
      yield* TestClock.adjust(END + GRACE + 1_000)
      expect((yield* actor.state).status).toBe(AuctionStatus.live)
      actor.intend("refused-at-sign-in", END - 500, true)
      yield* TestClock.adjust(200)
      yield* actor.closed
      expect(ledger.stored(7)?.status).toBe(AuctionStatus.no_bids)
    })
  )

  it.scoped("holds the close for at most ten seconds when its end is never heard of", () =>
    Effect.gen(function* () {
      const { actor } = yield* setup()
      actor.intend("gateway-died", END - 500, false)
      yield* TestClock.adjust(END - 500 + 9_900)
      expect((yield* actor.state).status).toBe(AuctionStatus.live)
      yield* TestClock.adjust(300)
      yield* actor.closed
    })
  )

  it.scoped("never holds the close for a bid received after the end", () =>
    Effect.gen(function* () {
      const { actor } = yield* setup()
      actor.intend("too-late", END + 10, false)
      yield* TestClock.adjust(END + GRACE + 100)
      yield* actor.closed
    })
  )
})

describe("the seller lowering the reserve", () => {
  it.scoped("is decided in the mailbox's order: the bids before it count against the old reserve, those after against the new", () =>
    Effect.gen(function* () {
      const { actor, ledger, open, published } = yield* setup(false)
      // held in the mailbox together: a bid, the lowering, a second bid
      const first = yield* Effect.fork(actor.bid(bid(500, 1_000)))
      yield* Effect.yieldNow()
      const before = yield* Effect.fork(actor.bid(bid(600, 1_100, 3)))
      const lowering = yield* Effect.fork(actor.lowerReserve({ sellerId: 1, amount: 900, receivedAt: new Date(1_200) }))
      const after = yield* Effect.fork(actor.bid(bid(900, 1_300, 4)))
      yield* open.open
      expect(amountOf(yield* Fiber.join(first))).toBe(500)
      const beforeReply = yield* Fiber.join(before)
      expect(beforeReply._tag === "Accepted" && beforeReply.auction.reserve_met).toBe(false)
      expect(yield* Fiber.join(lowering)).toMatchObject({ _tag: "Lowered", current_bid: 600, reserve_met: false })
      const afterReply = yield* Fiber.join(after)
      expect(afterReply._tag === "Accepted" && afterReply.auction.reserve_met).toBe(true)
      // the first bid also moved the end, which the thread tells (a comment)
      expect(ledger.events.map((event) => event.kind)).toEqual(["bid", "comment", "bid", "auction", "bid"])
      expect(published).toEqual([1, 2, 3, 4, 5])
      expect(ledger.stored(7)).toMatchObject({ reserve: 900, eventSeq: 5 })
    })
  )

  it.scoped("to the current bid meets the reserve at once, after which there is nothing left to lower", () =>
    Effect.gen(function* () {
      const { actor } = yield* setup()
      yield* actor.bid(bid(700, 1_000))
      expect(yield* actor.lowerReserve({ sellerId: 1, amount: 700, receivedAt: new Date(2_000) })).toMatchObject({
        _tag: "Lowered",
        reserve_met: true
      })
      expect(yield* actor.lowerReserve({ sellerId: 1, amount: 700, receivedAt: new Date(2_100) })).toEqual({
        _tag: "Refused",
        reason: "reserve_met"
      })
    })
  )

  it.scoped("refuses anyone but the seller, an amount off the steps, and a lowering received after the end", () =>
    Effect.gen(function* () {
      const { actor, ledger } = yield* setup()
      yield* actor.bid(bid(700, 1_000))
      const lower = (sellerId: number, amount: number, receivedAt: number) =>
        actor.lowerReserve({ sellerId, amount, receivedAt: new Date(receivedAt) })
      expect(yield* lower(2, 900, 2_000)).toEqual({ _tag: "Refused", reason: "not_seller" })
      expect(yield* lower(1, 950, 2_000)).toEqual({ _tag: "Refused", reason: "not_a_reserve_option" })
      // the bid moved the end two minutes past its receipt
      expect(yield* lower(1, 900, 1_000 + 120_000)).toEqual({ _tag: "Refused", reason: "auction_ended" })
      expect(ledger.stored(7)?.reserve).toBe(1_000)
    })
  )
})
