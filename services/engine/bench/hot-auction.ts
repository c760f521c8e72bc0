/**
 * Durable bids per second into one hot auction, and how long a bidder waits
 * for the answer. Closed loop: every bidder places a bid, waits for the
 * answer, places the next. Bids climb a shared ladder (each rung the minimum
 * next bid over the one before), so bids are sent in increasing order and
 * few lose a race ('bid_too_low'). Each max batch runs on a fresh database.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test NATS_URL=nats://127.0.0.1:4222 \
 *     node --import tsx services/engine/bench/hot-auction.ts --bidders 24 --seconds 10 --engine-process
 *
 * The engine runs in this process, beside the bidders, or with
 * --engine-process (needs both URLs) in a process of its own, as in a
 * cluster. Without DATABASE_URL it runs on PGlite, without NATS_URL on the
 * in-process bus.
 */
import { SqlClient } from "@effect/sql"
import { minimumNextBid } from "@redline/domain"
import { Bus } from "@redline/infra"
import { freshBusPrefix, freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, Logger, LogLevel } from "effect"
import { loadavg } from "node:os"
import { performance } from "node:perf_hooks"
import { parseArgs } from "node:util"
import { AuctionLedger } from "../src/AuctionLedger.ts"
import { EngineClient } from "../src/EngineClient.ts"
import { PartitionLeases } from "../src/PartitionLeases.ts"
import {
  currentDatabaseUrl,
  databaseUrl,
  engineOptions,
  natsUrl,
  privateLeaseBucket,
  startEngine,
  startEngineProcess,
  untilServing
} from "../test/engineUnderTest.ts"
import { seedAuction } from "../test/seedAuction.ts"
import { timedLedger } from "./timedLedger.ts"

const { values } = parseArgs({
  options: {
    bidders: { type: "string", default: "24" },
    seconds: { type: "string", default: "10" },
    warmup: { type: "string", default: "2" },
    batches: { type: "string", default: "256,1" },
    "engine-process": { type: "boolean", default: false }
  }
})
const bidders = Number(values.bidders)
const seconds = Number(values.seconds)
const warmupSeconds = Number(values.warmup)
const batches = values.batches.split(",").map(Number)
const engineProcess = values["engine-process"]
if (engineProcess && (natsUrl === undefined || databaseUrl === undefined)) {
  throw new Error("--engine-process needs DATABASE_URL and NATS_URL")
}

const percentile = (sorted: ReadonlyArray<number>, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN

const millis = (value: number) => (Number.isNaN(value) ? "–" : value.toFixed(1))

/** Starts the engine here with its commits timed, or in a child process (whose commits this process cannot time). */
const engineFor = (maxBatch: number, busPrefix: string) =>
  Effect.gen(function* () {
    if (engineProcess) {
      const env = {
        DATABASE_URL: yield* currentDatabaseUrl,
        NATS_URL: natsUrl!,
        BUS_PREFIX: busPrefix,
        LEASE_BUCKET: yield* privateLeaseBucket(busPrefix),
        ENGINE_MAX_BATCH: String(maxBatch)
      }
      yield* startEngineProcess("bench-engine", env)
      return []
    }
    const timed = yield* timedLedger
    yield* startEngine({ ...engineOptions("bench-engine"), maxBatch }).pipe(Effect.provideService(AuctionLedger, timed.ledger))
    return timed.commits
  })

const hotAuction = (maxBatch: number) => {
  const busPrefix = freshBusPrefix()
  return Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const client = yield* EngineClient
    // Ends in a minute: every bid lands in the soft close window and moves the end, as in a real hot ending.
    const auction = yield* seedAuction({ end: Date.now() + 60_000, bidders, reserve: 50_000 })
    const commits = yield* engineFor(maxBatch, busPrefix)
    yield* untilServing(auction.id)

    let rung = 0
    let phase: "warmup" | "measure" | "done" = "warmup"
    const latencies: Array<number> = []
    let tooLow = 0
    let notTaken = 0
    const bidding = yield* Effect.forEach(
      auction.bidders,
      (bidder) =>
        Effect.gen(function* () {
          for (let placed = 0; phase !== "done"; placed++) {
            rung = minimumNextBid(rung)
            const sent = performance.now()
            const reply = yield* client.placeBid({
              auctionId: auction.id,
              bidderId: bidder.id,
              bidder: bidder.username,
              amount: rung,
              receivedAt: Date.now(),
              idempotencyKey: `bid-${placed}`
            })
            if (phase !== "measure") continue
            if (reply._tag === "Accepted") latencies.push(performance.now() - sent)
            else if (reply._tag === "NotTaken") notTaken++
            else if (reply.reason === "bid_too_low") tooLow++
          }
        }),
      { concurrency: "unbounded", discard: true }
    ).pipe(Effect.fork)

    // Checkpoints forced meanwhile (another client's CREATE or DROP DATABASE on the same server) stall every commit.
    const checkpoints = sql<{ count: number }>`SELECT checkpoints_req::int AS count FROM pg_stat_bgwriter`.pipe(
      // Postgres 17 (and PGlite) count them in pg_stat_checkpointer.
      Effect.orElse(() => sql<{ count: number }>`SELECT num_requested::int AS count FROM pg_stat_checkpointer`),
      Effect.map((rows) => rows[0]!.count)
    )
    yield* Effect.sleep(`${warmupSeconds} seconds`)
    const checkpointsBefore = yield* checkpoints
    phase = "measure"
    const started = performance.now()
    yield* Effect.sleep(`${seconds} seconds`)
    phase = "done"
    const ended = performance.now()
    const forcedCheckpoints = (yield* checkpoints) - checkpointsBefore
    yield* bidding.await

    const [stored] = yield* sql<{ bids: number; commits: number }>`
      SELECT count(*)::int AS bids, count(DISTINCT created_at)::int AS commits FROM bids WHERE auction_id = ${auction.id}`
    const sorted = latencies.sort((a, b) => a - b)
    const commitMillis = commits
      .filter((commit) => commit.at >= started && commit.at <= ended)
      .map((commit) => commit.millis)
      .sort((a, b) => a - b)
    return {
      accepted: sorted.length,
      perSecond: sorted.length / ((ended - started) / 1000),
      tooLow,
      notTaken,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      max: sorted.at(-1) ?? Number.NaN,
      bidsPerCommit: stored!.bids / stored!.commits,
      commitP50: percentile(commitMillis, 0.5),
      commitP99: percentile(commitMillis, 0.99),
      forcedCheckpoints
    }
  }).pipe(
    Effect.scoped,
    Effect.provide(
      Layer.mergeAll(AuctionLedger.Default, EngineClient.Default, PartitionLeases.Test).pipe(
        Layer.provideMerge(Layer.mergeAll(freshDatabase, Bus.Test(busPrefix)))
      )
    )
  )
}

const program = Effect.gen(function* () {
  console.log(
    `hot auction: ${bidders} bidders, ${seconds} s measured after ${warmupSeconds} s warm-up; ` +
      `database ${databaseUrl === undefined ? "PGlite" : "Postgres"}, bus ${natsUrl === undefined ? "in-process" : "NATS"}, ` +
      `engine ${engineProcess ? "in its own process" : "in the bidders' process"}; load average ${loadavg()[0]!.toFixed(2)}`
  )
  console.log(
    "| max batch | accepted | bids/s | too low | not taken | ack p50 ms | ack p99 ms | ack max ms | bids per commit | " +
      "commit p50 ms | commit p99 ms | forced checkpoints |"
  )
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
  for (const maxBatch of batches) {
    const m = yield* hotAuction(maxBatch)
    console.log(
      `| ${maxBatch} | ${m.accepted} | ${m.perSecond.toFixed(0)} | ${m.tooLow} | ${m.notTaken} | ` +
        `${millis(m.p50)} | ${millis(m.p99)} | ${millis(m.max)} | ${m.bidsPerCommit.toFixed(1)} | ${millis(m.commitP50)} | ${millis(m.commitP99)} | ` +
        `${m.forcedCheckpoints} |`
    )
  }
})

Effect.runPromise(program.pipe(Effect.provide(Logger.minimumLogLevel(LogLevel.Error)))).catch((error) => {
  console.error(error)
  process.exitCode = 1
})
