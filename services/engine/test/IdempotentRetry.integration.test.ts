import { it } from "@effect/vitest"
import { AuctionStatus, isRunning } from "@redline/domain"
import { Effect } from "effect"
import { describe, expect } from "vitest"
import { EngineClient } from "../src/EngineClient.ts"
import type { BidCommand } from "../src/EngineProtocol.ts"
import { auctionRecord, expectConsistent } from "./auctionRecord.ts"
import { engineOptions, engineTestLayer, startEngine, untilServing } from "./engineUnderTest.ts"
import { seedAuction } from "./seedAuction.ts"

describe("a retried bid", () => {
  it.live("gets its first answer back, from the actor's memory and, after a restart, from the bids table", () =>
    Effect.gen(function* () {
      const auction = yield* seedAuction({ end: Date.now() + 3_600_000, bidders: 2, reserve: null })
      const [first, second] = auction.bidders
      const client = yield* EngineClient
      const engine = yield* startEngine(engineOptions("engine-before-restart"))
      yield* untilServing(auction.id)

      const tap: BidCommand = {
        auctionId: auction.id,
        bidderId: first!.id,
        bidder: first!.username,
        amount: 1_000,
        receivedAt: Date.now(),
        idempotencyKey: "bid-button-1"
      }
      const answer = yield* client.placeBid(tap)
      if (answer._tag !== "Accepted") return expect.fail(`the first bid was not accepted: ${JSON.stringify(answer)}`)
      // The browser sends the same request again later (a lost reply, a double tap).
      expect(yield* client.placeBid({ ...tap, receivedAt: Date.now() })).toMatchObject({ _tag: "Accepted", bid: answer.bid })
      // Keys belong to their bidder: another bidder's bid under the same key is a bid of its own.
      const outbid = yield* client.placeBid({
        ...tap,
        bidderId: second!.id,
        bidder: second!.username,
        amount: 1_100,
        receivedAt: Date.now()
      })
      expect(outbid).toMatchObject({ _tag: "Accepted", bid: { amount: 1_100 } })

      yield* engine.stop
      yield* startEngine(engineOptions("engine-after-restart"))
      yield* untilServing(auction.id)
      expect(yield* client.placeBid({ ...tap, receivedAt: Date.now() })).toEqual({
        _tag: "Accepted",
        bid: answer.bid,
        auction: expect.objectContaining({ current_bid: 1_100, current_bidder: second!.username, bids: 2 })
      })

      const record = yield* auctionRecord(auction.id)
      expectConsistent(record)
      expect(answer.bid.comment_id).toBe(record.bidEntries[0]!.id)
      expect(record.bids.map((bid) => [bid.bidder_id, bid.amount, bid.idempotency_key])).toEqual([
        [first!.id, 1_000, "bid-button-1"],
        [second!.id, 1_100, "bid-button-1"]
      ])
    }).pipe(
      // The test's engines stop before the database and bus they stand on go.
      Effect.scoped,
      Effect.provide(engineTestLayer)
    )
  )

  it.live("gets its first answer back after the auction closed, from an engine that never saw it", () =>
    Effect.gen(function* () {
      const auction = yield* seedAuction({ end: Date.now() + 3_000, bidders: 1, reserve: null, softCloseSeconds: 1 })
      const bidder = auction.bidders[0]!
      const client = yield* EngineClient
      const engine = yield* startEngine(engineOptions("engine-before-close"))
      yield* untilServing(auction.id)
      const tap: BidCommand = {
        auctionId: auction.id,
        bidderId: bidder.id,
        bidder: bidder.username,
        amount: 2_000,
        receivedAt: Date.now(),
        idempotencyKey: "bid-button-1"
      }
      const answer = yield* client.placeBid(tap)
      if (answer._tag !== "Accepted") return expect.fail(`the bid was not accepted: ${JSON.stringify(answer)}`)
      const closed = yield* Effect.sleep("100 millis").pipe(
        Effect.zipRight(auctionRecord(auction.id)),
        Effect.repeat({ until: (record) => !isRunning(record.auction.status), times: 100 })
      )
      expect(closed.auction.status).toBe(AuctionStatus.sold)

      // The reply was lost; the browser retries once the engine was replaced (a deploy, a failover).
      yield* engine.stop
      yield* startEngine(engineOptions("engine-after-close"))
      yield* untilServing(auction.id)
      expect(yield* client.placeBid({ ...tap, receivedAt: Date.now() })).toMatchObject({
        _tag: "Accepted",
        bid: answer.bid,
        auction: { current_bid: 2_000, status: AuctionStatus.sold, bids: 1 }
      })
      // Any other bid is too late.
      expect(yield* client.placeBid({ ...tap, amount: 2_100, receivedAt: Date.now(), idempotencyKey: "bid-button-2" })).toMatchObject({
        _tag: "Refused",
        reason: "auction_ended"
      })
    }).pipe(
      // The test's engines stop before the database and bus they stand on go.
      Effect.scoped,
      Effect.provide(engineTestLayer)
    )
  )
})
