import { AppConfig } from "@redline/infra"
import { Effect, Layer, Option } from "effect"
import * as Os from "node:os"
import { localLeases } from "./LocalLeases.ts"
import { LEASE_BUCKET, makeNatsLeases } from "./NatsLeases.ts"

/**
 * Who owns which partition of auctions. A lease expires unless renewed, so a
 * dead owner's partitions are taken over; mutual exclusion comes from the
 * lease store, fencing from the epoch in Postgres.
 */
export interface PartitionLeasesShape {
  readonly tryAcquire: (partition: number) => Effect.Effect<boolean>
  readonly renew: (partition: number) => Effect.Effect<boolean>
  readonly release: (partition: number) => Effect.Effect<void>
}

/** This process's name in the lease store and the partition table. */
export const processOwner = `${Os.hostname()}:${process.pid}`

/**
 * With NATS_URL the engine competes with other engines for partitions through
 * NATS KV leases (a bucket of the NATS_NAMESPACE's own, if one is set); embedded, it owns them all. `Test` owns them all too: one
 * engine in the test's process.
 */
export class PartitionLeases extends Effect.Service<PartitionLeases>()("@redline/engine/PartitionLeases", {
  scoped: Effect.gen(function* () {
    const { natsUrl, natsNamespace } = yield* AppConfig
    if (Option.isNone(natsUrl)) return localLeases
    const bucket = Option.match(natsNamespace, { onNone: () => LEASE_BUCKET, onSome: (namespace) => `${LEASE_BUCKET}_${namespace}` })
    return yield* makeNatsLeases({ url: natsUrl.value, owner: processOwner, ttl: "3 seconds", bucket })
  })
}) {
  static readonly Test = Layer.succeed(PartitionLeases, PartitionLeases.make(localLeases))
}
