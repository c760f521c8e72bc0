import { it } from "@effect/vitest"
import { isRunning } from "@redline/domain"
import { Bus, NoResponders } from "@redline/infra"
import { freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, Schedule } from "effect"
import { auctionRecord } from "./auctionRecord.ts"
import { describe, expect } from "vitest"
import { AuctionLedger } from "../src/AuctionLedger.ts"
import { EngineClient } from "../src/EngineClient.ts"
import { partitionOf } from "../src/EngineProtocol.ts"
import { LocalPartitions } from "../src/LocalPartitions.ts"
import { PartitionLeases } from "../src/PartitionLeases.ts"
import { engineOptions, startEngine } from "./engineUnderTest.ts"
import { seedAuction } from "./seedAuction.ts"

/** The test's bus, on which no request finds a responder: a bid that goes over it is NotTaken. */
const busWithoutRequests = Layer.effect(
  Bus,
  Effect.map(Bus, (bus) => Bus.make({ ...bus, request: (subject) => Effect.fail(new NoResponders({ subject })) }))
).pipe(Layer.provide(Bus.Test()))

const layer = Layer.mergeAll(AuctionLedger.Default, EngineClient.Default, PartitionLeases.Test).pipe(
  Layer.provideMerge(Layer.mergeAll(freshDatabase, busWithoutRequests, LocalPartitions.Default)),
  Layer.orDie
)

const untilOwnedHere = (auctionId: number) =>
  Effect.flatMap(LocalPartitions, (local) =>
    Effect.suspend(() => (local.owned(partitionOf(auctionId)) === undefined ? Effect.fail("not yet") : Effect.void)).pipe(
      Effect.retry(Schedule.spaced("20 millis").pipe(Schedule.upTo("10 seconds")))
    )
  )

describe("a bid in the process whose engine owns the auction's partition", () => {
  it.live("goes to the auction's actor without the bus, until the engine lets the partition go", () =>
    Effect.gen(function* () {
      const auction = yield* seedAuction({ end: Date.now() + 3_600_000, bidders: 1, reserve: null })
      const [bidder] = auction.bidders
      const client = yield* EngineClient
      const local = yield* LocalPartitions
      const engine = yield* startEngine(engineOptions("engine-local"))
      yield* untilOwnedHere(auction.id)

      const bid = { auctionId: auction.id, bidderId: bidder!.id, bidder: bidder!.username, receivedAt: Date.now(), idempotencyKey: null }
      expect(yield* client.placeBid({ ...bid, amount: 1_000 })).toMatchObject({ _tag: "Accepted", bid: { amount: 1_000 } })

      yield* engine.stop
      expect(local.owned(partitionOf(auction.id))).toBeUndefined()
      expect(yield* client.placeBid({ ...bid, amount: 1_100, receivedAt: Date.now() })).toEqual({ _tag: "NotTaken" })
    }).pipe(Effect.provide(layer), Effect.scoped)
  )

  it.live("takes the gateway's announcement of a bid without the bus: the end waits for a bid received before it", () =>
    Effect.gen(function* () {
      const end = Date.now() + 4_000
      const auction = yield* seedAuction({ end, bidders: 1, reserve: null, softCloseSeconds: 1 })
      const [bidder] = auction.bidders
      const local = yield* LocalPartitions
      const engine = yield* startEngine(engineOptions("engine-local-intent"))
      yield* untilOwnedHere(auction.id)
      // a bid starts the auction's actor
      const bid = { auctionId: auction.id, bidderId: bidder!.id, bidder: bidder!.username, receivedAt: Date.now(), idempotencyKey: null }
      expect(yield* (yield* EngineClient).placeBid({ ...bid, amount: 1_000 })).toMatchObject({ _tag: "Accepted" })
      const intent = { auction_id: auction.id, token: "intent-1", received_at: end - 100, settled: false }
      expect(local.announce(intent)).toBe(true)

      // past the end and its grace, the bid announced as received before it is still on its way
      yield* Effect.sleep(Math.max(0, end + 1_500 - Date.now()))
      expect(isRunning((yield* auctionRecord(auction.id)).auction.status)).toBe(true)

      expect(local.announce({ ...intent, settled: true })).toBe(true)
      const closed = yield* Effect.sleep("50 millis").pipe(
        Effect.zipRight(auctionRecord(auction.id)),
        Effect.repeat({ until: (record) => !isRunning(record.auction.status), times: 100 })
      )
      expect(isRunning(closed.auction.status)).toBe(false)

      yield* engine.stop
      expect(local.announce(intent)).toBe(false)
    }).pipe(Effect.provide(layer), Effect.scoped)
  )
})
