import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { AuctionStatus, buyersFee, isRunning } from "@redline/domain"
import { Deferred, Effect, Fiber, Option } from "effect"
import { describe, expect } from "vitest"
import { EngineClient } from "../src/EngineClient.ts"
import type { BidReply } from "../src/EngineProtocol.ts"
import { auctionRecord, expectConsistent } from "./auctionRecord.ts"
import { databaseUrl, engineOptions, engineTestLayer, startEngine, untilServing } from "./engineUnderTest.ts"
import { seedAuction } from "./seedAuction.ts"

const SOFT_CLOSE_SECONDS = 1
const CLOSE_GRACE = 500

const sleepUntil = (epochMillis: number) => Effect.sleep(Math.max(0, epochMillis - Date.now()))

/**
 * Holds the auction's row lock from a connection of our own, so the actor's
 * commit (its bid insert checks the row, its update writes it) waits. On
 * PGlite, which serves one session, holding the only connection blocks it
 * the same way. Answers the effect that lets go.
 */
const holdAuctionRow = (auctionId: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const held = yield* Deferred.make<void>()
    const letGo = yield* Deferred.make<void>()
    const holder = yield* Effect.fork(
      sql.withTransaction(
        Effect.gen(function* () {
          yield* sql`SELECT id FROM auctions WHERE id = ${auctionId} FOR UPDATE`
          yield* Deferred.succeed(held, undefined)
          yield* Deferred.await(letGo)
        })
      )
    )
    yield* Deferred.await(held)
    return Effect.zipRight(Deferred.succeed(letGo, undefined), Fiber.join(holder))
  })

/** On a real server, sees the actor's transaction wait for our lock. */
const untilWaitingForLock = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const waiting = sql<{ count: number }>`
    SELECT count(*)::int AS count FROM pg_stat_activity
     WHERE datname = current_database() AND wait_event_type = 'Lock'`
  const [row] = yield* Effect.sleep("20 millis").pipe(
    Effect.zipRight(waiting),
    Effect.repeat({ until: ([row]) => row!.count > 0, times: 100 })
  )
  expect(row!.count).toBeGreaterThan(0)
})

describe("fair close on a blocked actor", () => {
  it.live(
    "accepts the bids received before the (extended) end though their commit waited past it, refuses the one after, then closes",
    () =>
      Effect.gen(function* () {
        // The end leaves time to seed and start the engine; the soft close window is short so a bid can land after it.
        const end = Date.now() + 5_000
        const auction = yield* seedAuction({ end, bidders: 4, reserve: 1_000, softCloseSeconds: SOFT_CLOSE_SECONDS })
        const [early, second, lastSecond, late] = auction.bidders
        const client = yield* EngineClient
        yield* startEngine(engineOptions("engine-fair-close"))
        yield* untilServing(auction.id)

        const bidAt = (bidder: typeof early, amount: number, receivedAt: number) =>
          sleepUntil(receivedAt).pipe(
            Effect.zipRight(
              client.placeBid({
                auctionId: auction.id,
                bidderId: bidder!.id,
                bidder: bidder!.username,
                amount,
                receivedAt,
                idempotencyKey: null
              })
            ),
            Effect.fork
          )

        yield* sleepUntil(end - 1_700)
        const letGo = yield* holdAuctionRow(auction.id)
        const replies: Array<Fiber.RuntimeFiber<BidReply>> = [yield* bidAt(early, 1_000, end - 1_500)]
        if (databaseUrl !== undefined) yield* untilWaitingForLock
        replies.push(yield* bidAt(second, 1_100, end - 1_200))
        // Inside the window: moves the end to receive time + 1 s, i.e. 500 ms past the scheduled end.
        replies.push(yield* bidAt(lastSecond, 1_200, end - 500))
        const extendedEnd = end + 500
        // After the extended end: late, however it is queued.
        replies.push(yield* bidAt(late, 1_300, extendedEnd + 200))

        // The end and the close grace pass while the commit waits; nobody has been answered yet.
        yield* sleepUntil(extendedEnd + CLOSE_GRACE + 300)
        for (const reply of replies) expect(Option.isNone(yield* Fiber.poll(reply))).toBe(true)
        yield* letGo

        const answers = yield* Effect.forEach(replies, Fiber.join)
        expect(answers.map((answer) => (answer._tag === "Refused" ? answer.reason : answer._tag))).toEqual([
          "Accepted",
          "Accepted",
          "Accepted",
          "auction_ended"
        ])
        expect(answers[2]).toMatchObject({
          auction: { auction_end: new Date(extendedEnd).toISOString(), status: AuctionStatus.last_second_bids }
        })

        const closed = yield* Effect.sleep("50 millis").pipe(
          Effect.zipRight(auctionRecord(auction.id)),
          Effect.repeat({ until: (record) => !isRunning(record.auction.status), times: 100 })
        )
        expectConsistent(closed)
        expect(closed.auction).toMatchObject({
          status: AuctionStatus.sold,
          auction_end: new Date(extendedEnd),
          winner_id: lastSecond!.id,
          sale_amount: 1_200,
          buyer_fee: buyersFee(1_200)
        })
        expect(closed.bids.map((bid) => bid.amount)).toEqual([1_000, 1_100, 1_200])
        // The last-second bid extended the auction, and the thread says so after it; the result comes before the close.
        expect(closed.events.map((event) => event.kind)).toEqual(["bid", "bid", "bid", "comment", "comment", "auction_end"])
      }).pipe(
        // The test's engines stop before the database and bus they stand on go.
        Effect.scoped,
        Effect.provide(engineTestLayer)
      )
  )
})
