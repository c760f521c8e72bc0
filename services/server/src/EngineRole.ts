import { AuctionLedger, PartitionLeases, processOwner, runEngine } from "@redline/engine"
import { AppConfig } from "@redline/infra"
import { Effect } from "effect"

/**
 * The auction engine of this process. With NATS_URL it competes with other
 * engines for partitions through NATS KV leases; embedded, it owns them all
 * (`PartitionLeases.Default` chooses). A worker: nothing to call, its layer
 * runs it.
 */
export class EngineRole extends Effect.Service<EngineRole>()("@redline/server/EngineRole", {
  scoped: Effect.gen(function* () {
    const config = yield* AppConfig
    yield* runEngine({
      owner: processOwner,
      leaseRenewal: "1 second",
      defaultSoftCloseSeconds: config.softCloseSeconds,
      closeGrace: "1500 millis",
      maxBatch: 256,
      buyerCommission: config.buyerCommission
    })
    return {}
  }),
  dependencies: [AuctionLedger.Default, PartitionLeases.Default]
}) {}
