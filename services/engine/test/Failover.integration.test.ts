import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { type AcceptedBid, bidStep, minimumNextBid } from "@redline/domain"
import { Bus } from "@redline/infra"
import { freshBusPrefix, freshDatabase, type RunningProcess } from "@redline/infra/testing"
import { Effect, Layer } from "effect"
import { describe, expect } from "vitest"
import { EngineClient } from "../src/EngineClient.ts"
import { partitionOf } from "../src/EngineProtocol.ts"
import { auctionRecord, expectConsistent } from "./auctionRecord.ts"
import {
  currentDatabaseUrl,
  databaseUrl,
  natsUrl,
  placeBidUntilTaken,
  privateLeaseBucket,
  startEngineProcess,
  untilServing
} from "./engineUnderTest.ts"
import { seedAuction } from "./seedAuction.ts"

const BIDDERS = 20
const ENGINES = ["engine-a", "engine-b"] as const

const partitionOwner = (partition: number) =>
  Effect.flatMap(
    SqlClient.SqlClient,
    (sql) => sql<{ owner: string; epoch: number }>`SELECT owner, epoch::int AS epoch FROM engine_partitions WHERE partition = ${partition}`
  ).pipe(Effect.map((rows) => rows[0]))

interface Acknowledged {
  readonly bidderId: number
  readonly key: string
  readonly bid: AcceptedBid
  readonly at: number
}

// Two engine processes share leases in NATS KV and fence their writes in Postgres (which PGlite, serving one session, cannot host).
describe.skipIf(natsUrl === undefined || databaseUrl === undefined)("failover between two engine processes", () => {
  const busPrefix = freshBusPrefix()
  const failoverLayer = EngineClient.Default.pipe(Layer.provideMerge(Layer.mergeAll(freshDatabase, Bus.Test(busPrefix))), Layer.orDie)

  it.live(
    "loses and duplicates no acknowledged bid when the owner of a hot auction is killed mid-war",
    () =>
      Effect.gen(function* () {
        const auction = yield* seedAuction({ end: Date.now() + 10 * 60_000, bidders: BIDDERS, reserve: null })
        const partition = partitionOf(auction.id)
        const env = {
          DATABASE_URL: yield* currentDatabaseUrl,
          NATS_URL: natsUrl!,
          BUS_PREFIX: busPrefix,
          LEASE_BUCKET: yield* privateLeaseBucket(busPrefix)
        }
        const engines = new Map<string, RunningProcess>()
        for (const owner of ENGINES) engines.set(owner, yield* startEngineProcess(owner, env))
        yield* untilServing(auction.id)

        const acknowledged: Array<Acknowledged> = []
        const unanswered: Array<string> = []
        let warOver = false
        const bidders = yield* Effect.forEach(
          auction.bidders,
          (bidder) =>
            Effect.gen(function* () {
              let minimum = minimumNextBid(null)
              for (let round = 0; !warOver; round++) {
                const key = `war-${round}`
                const { reply } = yield* placeBidUntilTaken({
                  auctionId: auction.id,
                  bidderId: bidder.id,
                  bidder: bidder.username,
                  amount: minimum + bidStep(minimum) * Math.floor(Math.random() * 3),
                  receivedAt: Date.now(),
                  idempotencyKey: key
                })
                if (reply._tag === "Accepted") {
                  acknowledged.push({ bidderId: bidder.id, key, bid: reply.bid, at: Date.now() })
                  minimum = minimumNextBid(reply.auction.current_bid)
                } else if (reply._tag === "Refused") {
                  minimum = reply.min_bid
                } else {
                  unanswered.push(`${bidder.username}/${key}`)
                }
                yield* Effect.sleep(10 + Math.random() * 40)
              }
            }),
          { concurrency: "unbounded", discard: true }
        ).pipe(Effect.fork)

        yield* Effect.sleep("1500 millis")
        const before = yield* partitionOwner(partition)
        expect(acknowledged.length).toBeGreaterThan(0)
        const killedAt = Date.now()
        yield* Effect.promise(() => engines.get(before!.owner)!.stop("SIGKILL"))
        const after = yield* Effect.sleep("100 millis").pipe(
          Effect.zipRight(partitionOwner(partition)),
          Effect.repeat({ until: (row) => row!.owner !== before!.owner, times: 100 })
        )
        const takenOverAt = Date.now()
        // The war goes on under the new owner (bids that were in flight to the dead one wait out the client's timeout first).
        const acknowledgedSinceTakeover = () => acknowledged.filter((ack) => ack.at > takenOverAt).length
        yield* Effect.sleep("100 millis").pipe(Effect.repeat({ until: () => acknowledgedSinceTakeover() >= BIDDERS, times: 150 }))
        warOver = true
        yield* bidders.await

        expect(after).toMatchObject({ owner: ENGINES.find((owner) => owner !== before!.owner) })
        expect(after!.epoch).toBeGreaterThan(before!.epoch)
        // Lease TTL 2 s, renewals every 500 ms: the survivor claims it within a few seconds.
        expect(takenOverAt - killedAt).toBeLessThan(5_000)
        expect(unanswered).toEqual([])
        expect(acknowledgedSinceTakeover()).toBeGreaterThanOrEqual(BIDDERS)

        const record = yield* auctionRecord(auction.id)
        expectConsistent(record)
        const stored = new Map(record.bids.map((bid) => [bid.id, bid]))
        for (const { bid, bidderId, key } of acknowledged) {
          expect(stored.get(bid.id)).toMatchObject({ amount: bid.amount, bidder_id: bidderId, idempotency_key: key })
        }
        // Each acknowledged once, and nothing stored that nobody was told.
        expect(new Set(acknowledged.map((ack) => ack.bid.id)).size).toBe(acknowledged.length)
        expect(record.bids).toHaveLength(acknowledged.length)
        const keys = record.bids.map((bid) => `${bid.bidder_id}/${bid.idempotency_key}`)
        expect(new Set(keys).size).toBe(keys.length)
      }).pipe(
        // The test's engines and processes stop before the database and bus they stand on go.
        Effect.scoped,
        Effect.provide(failoverLayer)
      ),
    60_000
  )
})
