import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { AuctionStatus, DEFAULT_BUYER_COMMISSION, minimumNextBid, SubmissionStatus } from "@redline/domain"
import { Bus } from "@redline/infra"
import { freshBusPrefix, freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, Schedule } from "effect"
import { describe, expect } from "vitest"
import { AuctionLedger } from "../src/AuctionLedger.ts"
import { EngineClient } from "../src/EngineClient.ts"
import { type EngineSettings, startPartition } from "../src/EnginePartition.ts"
import { partitionOf } from "../src/EngineProtocol.ts"
import { auctionRecord, expectConsistent } from "./auctionRecord.ts"
import {
  currentDatabaseUrl,
  databaseUrl,
  engineTestLayer,
  natsUrl,
  placeBidUntilTaken,
  privateLeaseBucket,
  startEngineProcess,
  untilServing
} from "./engineUnderTest.ts"
import { seedAuction } from "./seedAuction.ts"

const settings: EngineSettings = {
  defaultSoftCloseSeconds: 120,
  closeGrace: "100 millis",
  maxBatch: 256,
  buyerCommission: DEFAULT_BUYER_COMMISSION
}

/** The seeded auction queued from `start` to `end`, with the seller's submission Scheduled for it. */
const scheduled = (start: number, end: number) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const auction = yield* seedAuction({ end, bidders: 1, reserve: null })
    yield* sql`UPDATE auctions SET status = ${AuctionStatus.queued}, auction_start = ${new Date(start)} WHERE id = ${auction.id}`
    const [submission] = yield* sql<{ id: number }>`
      INSERT INTO submissions ${sql.insert({
        user_id: auction.sellerId,
        status: SubmissionStatus.scheduled,
        contact: JSON.stringify({}),
        vin: "WP0AA2993SS320000",
        year: 1995,
        make_slug: "porsche",
        model_slug: "911",
        mileage: 41_000,
        zip_code: "97201",
        seller_type: 1,
        auction_id: auction.id
      })} RETURNING id`
    return { auctionId: auction.id, submissionId: submission!.id }
  })

const standing = (auctionId: number, submissionId: number) =>
  Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql<{ auction: number; submission: number }>`
      SELECT a.status AS auction, s.status AS submission FROM auctions a, submissions s
       WHERE a.id = ${auctionId} AND s.id = ${submissionId}`.pipe(Effect.map((rows) => rows[0]!))
  )

describe("a scheduled auction", () => {
  it.live(
    "goes live at its start, once, under the partition's current owner only, and ends with its submission",
    () =>
      Effect.gen(function* () {
        const ledger = yield* AuctionLedger
        // Both partitions look for auctions as they start, a second before the auction's: a look at the 2 s interval would
        // come a second late, so only the timer armed for its start makes it on time.
        const start = Date.now() + 1_000
        const { auctionId, submissionId } = yield* scheduled(start, start + 1_200)
        const partition = partitionOf(auctionId)
        // Engine A owned the partition and took it up; engine B took it over since, and A hasn't heard yet.
        const engineA = yield* startPartition(yield* ledger.claim(partition, "engine-a"), settings)
        const engineB = yield* startPartition(yield* ledger.claim(partition, "engine-b"), settings)
        expect(yield* standing(auctionId, submissionId)).toEqual({ auction: AuctionStatus.queued, submission: SubmissionStatus.scheduled })

        yield* standing(auctionId, submissionId).pipe(
          Effect.repeat({ schedule: Schedule.spaced("20 millis"), until: (now) => now.auction === AuctionStatus.live })
        )
        const late = Date.now() - start
        expect(late).toBeLessThan(600)
        expect(yield* standing(auctionId, submissionId)).toEqual({ auction: AuctionStatus.live, submission: SubmissionStatus.live })
        // The stale owner's look was fenced off: it knows it lost the partition, and runs no actor of it.
        yield* engineA.lost.pipe(Effect.timeout("3 seconds"))
        // The current owner's actor runs it (and so its end timer), once the look that started it is through.
        yield* engineB.actors.pipe(
          Effect.repeat({ schedule: Schedule.spaced("20 millis"), until: (actors) => actors.has(auctionId) }),
          Effect.timeout("2 seconds")
        )
        expect([...(yield* engineB.actors).keys()]).toEqual([auctionId])
        expect([...(yield* engineA.actors).keys()]).toEqual([])

        yield* standing(auctionId, submissionId).pipe(
          Effect.repeat({ schedule: Schedule.spaced("50 millis"), until: (now) => now.auction !== AuctionStatus.live }),
          Effect.timeout("10 seconds")
        )
        expect(yield* standing(auctionId, submissionId)).toEqual({
          auction: AuctionStatus.no_bids,
          submission: SubmissionStatus.auction_ended
        })
      }).pipe(Effect.scoped, Effect.provide(engineTestLayer)),
    30_000
  )
})

// Two engine processes share leases in NATS KV and fence their writes in Postgres (which PGlite, serving one session, cannot host).
describe.skipIf(natsUrl === undefined || databaseUrl === undefined)("a scheduled auction with two engine processes", () => {
  const busPrefix = freshBusPrefix()
  const processesLayer = EngineClient.Default.pipe(Layer.provideMerge(Layer.mergeAll(freshDatabase, Bus.Test(busPrefix))), Layer.orDie)

  it.live(
    "goes live once, takes a bid, closes once, and its submission follows it to the end",
    () =>
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // queued far ahead while the engines start, then brought to a start a moment away, as staff's schedule would
        const { auctionId, submissionId } = yield* scheduled(Date.now() + 3_600_000, Date.now() + 3_700_000)
        const env = {
          DATABASE_URL: yield* currentDatabaseUrl,
          NATS_URL: natsUrl!,
          BUS_PREFIX: busPrefix,
          LEASE_BUCKET: yield* privateLeaseBucket(busPrefix)
        }
        yield* startEngineProcess("engine-a", env)
        yield* startEngineProcess("engine-b", env)
        yield* untilServing(auctionId)
        const start = Date.now() + 2_000
        // no reserve, and a soft close of a second, so the bid sells it at the end as set
        yield* sql`UPDATE auctions SET auction_start = ${new Date(start)}, auction_end = ${new Date(start + 4_000)},
                   scheduled_end = ${new Date(start + 4_000)}, no_reserve = true, soft_close_seconds = 1 WHERE id = ${auctionId}`

        yield* standing(auctionId, submissionId).pipe(
          Effect.repeat({ schedule: Schedule.spaced("50 millis"), until: (now) => now.auction === AuctionStatus.live }),
          Effect.timeout("15 seconds")
        )
        expect(yield* standing(auctionId, submissionId)).toEqual({ auction: AuctionStatus.live, submission: SubmissionStatus.live })

        const [bidder] = yield* sql<{ id: number; username: string }>`
          SELECT id, username FROM users WHERE card_on_file ORDER BY id DESC LIMIT 1`
        const { reply } = yield* placeBidUntilTaken({
          auctionId,
          bidderId: bidder!.id,
          bidder: bidder!.username,
          amount: minimumNextBid(null),
          receivedAt: Date.now(),
          idempotencyKey: "first"
        })
        expect(reply._tag).toBe("Accepted")

        yield* standing(auctionId, submissionId).pipe(
          Effect.repeat({ schedule: Schedule.spaced("100 millis"), until: (now) => now.auction !== AuctionStatus.live }),
          Effect.timeout("20 seconds")
        )
        expect(yield* standing(auctionId, submissionId)).toEqual({
          auction: AuctionStatus.sold,
          submission: SubmissionStatus.auction_ended
        })
        const record = yield* auctionRecord(auctionId)
        expectConsistent(record)
        expect(record.bids).toHaveLength(1)
        // one close, by the one owner that ran the auction
        expect(record.events.filter((event) => event.kind === "auction_end")).toHaveLength(1)
      }).pipe(Effect.scoped, Effect.provide(processesLayer)),
    90_000
  )
})
