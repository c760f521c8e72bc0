import { Kvm } from "@nats-io/kv"
import { natsConnection, type StartupError } from "@redline/infra"
import { Duration, Effect, type Scope } from "effect"
import type { PartitionLeasesShape } from "./PartitionLeases.ts"

export const LEASE_BUCKET = "redline_engine_leases"

/**
 * Leases in a NATS KV bucket whose entries expire after `ttl`: acquiring is
 * a create (fails while someone holds the key), renewing a compare-and-set
 * on the revision we last wrote. Engines that share a `bucket` compete for
 * the same partitions; engines of another database (another deployment, a
 * test run) on the same NATS server need a bucket of their own.
 */
export const makeNatsLeases = (options: {
  readonly url: string
  readonly owner: string
  readonly ttl: Duration.DurationInput
  readonly bucket?: string
}): Effect.Effect<PartitionLeasesShape, StartupError, Scope.Scope> =>
  Effect.gen(function* () {
    const connection = yield* natsConnection(options.url)
    const kv = yield* Effect.promise(() =>
      new Kvm(connection).create(options.bucket ?? LEASE_BUCKET, { ttl: Duration.toMillis(Duration.decode(options.ttl)), history: 1 })
    )
    const revisions = new Map<number, number>()
    const key = (partition: number) => `p${partition}`

    return {
      tryAcquire: (partition) =>
        Effect.tryPromise(() => kv.create(key(partition), options.owner)).pipe(
          Effect.tap((revision) => Effect.sync(() => revisions.set(partition, revision))),
          Effect.as(true),
          Effect.orElseSucceed(() => false)
        ),
      renew: (partition) => {
        const revision = revisions.get(partition)
        if (revision === undefined) return Effect.succeed(false)
        return Effect.tryPromise(() => kv.update(key(partition), options.owner, revision)).pipe(
          Effect.tap((next) => Effect.sync(() => revisions.set(partition, next))),
          Effect.as(true),
          Effect.orElseSucceed(() => false)
        )
      },
      release: (partition) => {
        const revision = revisions.get(partition)
        revisions.delete(partition)
        if (revision === undefined) return Effect.void
        return Effect.tryPromise(() => kv.delete(key(partition), { previousSeq: revision })).pipe(Effect.ignore)
      }
    }
  })
