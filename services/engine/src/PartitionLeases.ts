import { Context, type Effect } from "effect"

/**
 * Who owns which partition of auctions. A lease expires unless renewed, so a
 * dead owner's partitions are taken over; mutual exclusion comes from the
 * lease store, fencing from the epoch in Postgres.
 */
export class PartitionLeases extends Context.Tag("@redline/engine/PartitionLeases")<PartitionLeases, {
  readonly tryAcquire: (partition: number) => Effect.Effect<boolean>
  readonly renew: (partition: number) => Effect.Effect<boolean>
  readonly release: (partition: number) => Effect.Effect<void>
}>() {}
