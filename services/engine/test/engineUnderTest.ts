import { SqlClient } from "@effect/sql"
import { Kvm } from "@nats-io/kv"
import { DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import { Bus, natsConnection } from "@redline/infra"
import { freshDatabase, startProcess } from "@redline/infra/testing"
import { Effect, ExecutionStrategy, Exit, Layer, Schedule, Scope } from "effect"
import { fileURLToPath } from "node:url"
import { AuctionLedger } from "../src/AuctionLedger.ts"
import { type EngineOptions, runEngine } from "../src/Engine.ts"
import { EngineClient } from "../src/EngineClient.ts"
import { type BidCommand, type BidReply, bidSubject } from "../src/EngineProtocol.ts"
import { PartitionLeases } from "../src/PartitionLeases.ts"

export const natsUrl = process.env["NATS_URL"] || undefined
export const databaseUrl = process.env["DATABASE_URL"] || undefined

/**
 * What a test of the bid path stands on: a fresh database (Postgres at
 * DATABASE_URL or PGlite), the bus, the ledger, the client the API uses, and
 * local leases (one engine owns every partition).
 */
export const engineTestLayer = Layer.mergeAll(AuctionLedger.Default, EngineClient.Default, PartitionLeases.Test).pipe(
  Layer.provideMerge(Layer.mergeAll(freshDatabase, Bus.Test())),
  Layer.orDie
)

export const engineOptions = (owner: string): EngineOptions => ({
  owner,
  defaultSoftCloseSeconds: 120,
  closeGrace: "500 millis",
  maxBatch: 256,
  buyerCommission: DEFAULT_BUYER_COMMISSION,
  leaseRenewal: "500 millis"
})

/** Runs an engine in this process until `stop`, or until the enclosing scope closes. */
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
    // Suspended: the in-process bus picks its responder when `request` is called, not when the effect runs.
    Effect.suspend(() => bus.request(bidSubject(auctionId), new TextEncoder().encode("{}"), "1 second")).pipe(
      // engine processes compile and start in seconds, longer on a busy machine
      Effect.retry(Schedule.spaced("50 millis").pipe(Schedule.upTo("40 seconds"))),
      Effect.asVoid
    )
  )

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

/** The URL of the test's own database on the DATABASE_URL server, for engines in other processes. */
export const currentDatabaseUrl = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const [database] = yield* sql<{ name: string }>`SELECT current_database() AS name`
  const url = new URL(databaseUrl!)
  url.pathname = `/${database!.name}`
  return url.toString()
})

/**
 * A lease bucket for this test's engine processes alone, removed at the end
 * of the scope: engines of other databases on the same NATS server (a
 * developer's running server, another test) must not hold our partitions.
 */
export const privateLeaseBucket = (prefix: string) =>
  Effect.acquireRelease(Effect.succeed(`redline_engine_leases_${prefix}`), (bucket) =>
    Effect.scoped(
      Effect.gen(function* () {
        const connection = yield* natsConnection(natsUrl!)
        yield* Effect.tryPromise(async () => (await new Kvm(connection).open(bucket)).destroy())
      })
    ).pipe(Effect.ignore)
  )

const engineScript = fileURLToPath(new URL("./engineProcess.ts", import.meta.url))

/** An engine in a process of its own (see engineProcess.ts); stopped politely at the end of the scope, if it still runs. */
export const startEngineProcess = (owner: string, env: Record<string, string>) =>
  Effect.acquireRelease(
    Effect.sync(() => startProcess(engineScript, { ...env, ENGINE_OWNER: owner }, { label: owner })),
    (engine) => Effect.promise(() => engine.stop())
  )
