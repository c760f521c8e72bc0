import { Bus, localBusLayer, natsBusLayer, testDatabaseLayer } from "@redline/infra"
import { Effect, ExecutionStrategy, Exit, Layer, Schedule, Scope } from "effect"
import { randomBytes } from "node:crypto"
import { AuctionLedger } from "../src/AuctionLedger.ts"
import { type EngineOptions, runEngine } from "../src/Engine.ts"
import { EngineClient } from "../src/EngineClient.ts"
import { type BidCommand, type BidReply, bidSubject } from "../src/EngineProtocol.ts"
import { localLeasesLayer } from "../src/LocalLeases.ts"
import { isolatedBusLayer } from "./isolatedBus.ts"

export const natsUrl = process.env["NATS_URL"] || undefined
export const databaseUrl = process.env["DATABASE_URL"] || undefined

/** NATS when NATS_URL is set (under subjects of this layer's own), the in-process bus otherwise. */
export const testBusLayer = Layer.suspend(() =>
  natsUrl === undefined
    ? localBusLayer
    : isolatedBusLayer(`test_${randomBytes(4).toString("hex")}`).pipe(Layer.provide(natsBusLayer(natsUrl)))
)

/**
 * What a test of the bid path stands on: a fresh database (Postgres at
 * DATABASE_URL or PGlite), the bus, the ledger, the client the API uses, and
 * local leases (one engine owns every partition).
 */
export const engineTestLayer = Layer.mergeAll(AuctionLedger.layer, EngineClient.layer, localLeasesLayer).pipe(
  Layer.provideMerge(Layer.mergeAll(testDatabaseLayer, testBusLayer)),
  Layer.orDie
)

export const engineOptions = (owner: string): EngineOptions => ({
  owner,
  defaultSoftCloseSeconds: 120,
  closeGrace: "500 millis",
  maxBatch: 256,
  leaseRenewal: "500 millis"
})

/** Runs an engine in this process until `stop`, or until the test ends. */
export const startEngine = (options: EngineOptions) =>
  Effect.gen(function* () {
    const scope = yield* Scope.fork(yield* Effect.scope, ExecutionStrategy.sequential)
    yield* runEngine(options).pipe(Scope.extend(scope))
    return { stop: Scope.close(scope, Exit.void) }
  })

/**
 * Waits until an engine answers on the auction's partition. The probe is not
 * a bid command, so the engine answers NotTaken and changes nothing.
 */
export const untilServing = (auctionId: number) =>
  Effect.flatMap(Bus, (bus) =>
    bus.request(bidSubject(auctionId), new TextEncoder().encode("{}"), "1 second").pipe(
      Effect.retry(Schedule.spaced("50 millis").pipe(Schedule.upTo("15 seconds"))),
      Effect.asVoid
    ))

/** NotTaken means the bid was not applied: the client may send the very same bid (same key) again. */
export const placeBidUntilTaken = (command: BidCommand, giveUpAfter = 20_000) =>
  Effect.gen(function* () {
    const client = yield* EngineClient
    const deadline = Date.now() + giveUpAfter
    let attempts = 0
    for (;;) {
      attempts++
      const reply: BidReply = yield* client.placeBid(command)
      if (reply._tag !== "NotTaken" || Date.now() > deadline) return { reply, attempts }
      yield* Effect.sleep("100 millis")
    }
  })
