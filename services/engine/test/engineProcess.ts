/**
 * One engine process as a cluster runs it: partition leases in NATS KV, the
 * NATS bus (under the subject prefix of the test that started it) and
 * Postgres at DATABASE_URL. The failover test starts two and kills one; the
 * hot auction benchmark starts one to keep the engine off its own thread.
 *
 *   DATABASE_URL=... NATS_URL=... ENGINE_OWNER=engine-a BUS_PREFIX=test_1234 LEASE_BUCKET=... [ENGINE_MAX_BATCH=256] \
 *     node --import tsx services/engine/test/engineProcess.ts
 */
import { DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import { Bus, Database } from "@redline/infra"
import { Cause, Effect, Exit, Fiber, Layer, Redacted } from "effect"
import { AuctionLedger } from "../src/AuctionLedger.ts"
import { runEngine } from "../src/Engine.ts"
import { makeNatsLeases } from "../src/NatsLeases.ts"
import { PartitionLeases } from "../src/PartitionLeases.ts"

const setting = (name: string) => {
  const value = process.env[name]
  if (value === undefined || value === "") throw new Error(`${name} is not set`)
  return value
}

const databaseUrl = setting("DATABASE_URL")
const natsUrl = setting("NATS_URL")
const owner = setting("ENGINE_OWNER")
const busPrefix = setting("BUS_PREFIX")
const leaseBucket = setting("LEASE_BUCKET")
const maxBatch = Number(process.env["ENGINE_MAX_BATCH"] ?? 256)

// A short lease, renewed four times per life, so a dead owner's partitions move within seconds.
const leases = Layer.scoped(
  PartitionLeases,
  Effect.map(makeNatsLeases({ url: natsUrl, owner, ttl: "2 seconds", bucket: leaseBucket }), PartitionLeases.make)
)

// The test's bus: NATS_URL under the test's subject prefix.
const engineLayer = Layer.mergeAll(AuctionLedger.Default, leases, Bus.Test(busPrefix)).pipe(
  Layer.provide(Database.at(Redacted.make(databaseUrl), { embedded: false }))
)

const engine = Effect.runFork(
  runEngine({
    owner,
    defaultSoftCloseSeconds: 120,
    closeGrace: "500 millis",
    maxBatch,
    buyerCommission: DEFAULT_BUYER_COMMISSION,
    leaseRenewal: "500 millis"
  }).pipe(Effect.zipRight(Effect.never), Effect.scoped, Effect.provide(engineLayer))
)

// A polite stop hands the leases back at once; SIGKILL (the failover) cannot, and the lease expires instead.
process.once("SIGTERM", () => Effect.runFork(Fiber.interrupt(engine)))
engine.addObserver((exit) => {
  if (Exit.isFailure(exit) && !Cause.isInterruptedOnly(exit.cause)) {
    console.error(Cause.pretty(exit.cause))
    process.exit(1)
  }
  process.exit(0)
})
