import { AuctionLedger, localLeasesLayer, natsLeasesLayer, runEngine } from "@redline/engine"
import { AppConfig } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import * as Os from "node:os"

/**
 * The auction engine of this process. With NATS_URL it competes with other
 * engines for partitions through NATS KV leases; embedded, it owns them all.
 */
export const engineLayer = Layer.unwrapEffect(
  Effect.map(AppConfig, (config) => {
    const owner = `${Os.hostname()}:${process.pid}`
    const leases = Option.match(config.natsUrl, {
      onNone: () => localLeasesLayer,
      onSome: (url) => natsLeasesLayer({ url, owner, ttl: "3 seconds" })
    })
    return Layer.scopedDiscard(
      runEngine({
        owner,
        leaseRenewal: "1 second",
        defaultSoftCloseSeconds: config.softCloseSeconds,
        closeGrace: "1500 millis",
        maxBatch: 256,
        buyerCommission: config.buyerCommission
      })
    ).pipe(Layer.provide([AuctionLedger.layer, leases]))
  })
)
