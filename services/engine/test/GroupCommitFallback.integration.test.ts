import { SqlClient } from "@effect/sql"
import { it } from "@effect/vitest"
import { Deferred, Effect, Fiber, Logger } from "effect"
import { describe, expect } from "vitest"
import type { BidReply } from "../src/EngineProtocol.ts"
import { auctionRecord, expectConsistent } from "./auctionRecord.ts"
import { databaseUrl, engineOptions, engineTestLayer, placeBidUntilTaken, startEngine, untilServing } from "./engineUnderTest.ts"
import { seedAuction } from "./seedAuction.ts"

// The amount Postgres refuses in this test. The domain's ceiling keeps bids the ledger can't store from reaching it,
// so the database is told to refuse a bid of its own accord, as it might for a reason nobody foresaw.
const REFUSED_AMOUNT = 1_300

// A second connection holds the auction's row while bids queue up, which the embedded database (one connection) can't.
describe.skipIf(databaseUrl === undefined)("a group commit with a bid the database refuses", () => {
  it.live("writes the batch's bids one at a time: the refused bid is refused alone and the others commit", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql.unsafe(`ALTER TABLE bids ADD CONSTRAINT refuses_one_amount CHECK (amount <> ${REFUSED_AMOUNT})`)
      const auction = yield* seedAuction({ end: Date.now() + 3_600_000, bidders: 4, reserve: null })
      const warnings: Array<string> = []
      const logged = Logger.make(({ message }) => {
        warnings.push(String(Array.isArray(message) ? message[0] : message))
      })
      yield* startEngine(engineOptions("engine-fallback")).pipe(Effect.provide(Logger.add(logged)))
      yield* untilServing(auction.id)

      const bid = (index: number, amount: number) =>
        placeBidUntilTaken({
          auctionId: auction.id,
          bidderId: auction.bidders[index]!.id,
          bidder: auction.bidders[index]!.username,
          amount,
          receivedAt: Date.now(),
          idempotencyKey: `bid-${index}`
        }).pipe(Effect.map(({ reply }) => reply))

      // The first bid's commit waits for the row; the next three wait in the actor's mailbox meanwhile, and go as one batch.
      const release = yield* Deferred.make<void>()
      const locked = yield* Deferred.make<void>()
      const holder = yield* Effect.fork(
        sql.withTransaction(
          Effect.zipRight(
            sql`SELECT id FROM auctions WHERE id = ${auction.id} FOR UPDATE`,
            Effect.zipRight(Deferred.succeed(locked, undefined), Deferred.await(release))
          )
        )
      )
      yield* Deferred.await(locked)
      const first = yield* Effect.fork(bid(0, 1_000))
      yield* Effect.sleep("300 millis")
      const batch: Array<Fiber.RuntimeFiber<BidReply>> = []
      for (const [index, amount] of [
        [1, 1_100],
        [2, REFUSED_AMOUNT],
        [3, 1_400]
      ] as const) {
        batch.push(yield* Effect.fork(bid(index, amount)))
        yield* Effect.sleep("50 millis")
      }
      yield* Effect.sleep("300 millis")
      yield* Deferred.succeed(release, undefined)
      yield* Fiber.join(holder)

      const replies = yield* Fiber.join(Fiber.zip(first, Fiber.all(batch)))
      const [opening, [second, refused, fourth]] = replies
      expect(opening).toMatchObject({ _tag: "Accepted", bid: { amount: 1_000 } })
      expect(second).toMatchObject({ _tag: "Accepted", bid: { amount: 1_100 } })
      expect(refused).toEqual({ _tag: "Refused", reason: "bid_not_recorded", min_bid: 1_200 })
      expect(fourth).toMatchObject({ _tag: "Accepted", bid: { amount: 1_400 }, auction: { current_bid: 1_400, bids: 3 } })

      const record = yield* auctionRecord(auction.id)
      expectConsistent(record)
      expect(record.bids.map((stored) => stored.amount)).toEqual([1_000, 1_100, 1_400])
      expect(record.auction).toMatchObject({ current_bid: 1_400, bid_count: 3, current_bidder_id: auction.bidders[3]!.id })
      // The three were tried together first.
      expect(warnings.filter((line) => line.startsWith("A batch of bids could not be committed; writing them one at a time"))).toHaveLength(
        1
      )
      expect(warnings.filter((line) => line.startsWith("The database refused a bid"))).toHaveLength(1)
    }).pipe(Effect.scoped, Effect.provide(engineTestLayer))
  )
})
