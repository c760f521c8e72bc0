import { Effect } from "effect"
import type { PartitionLeasesShape } from "./PartitionLeases.ts"

/** The embedded mode has one engine: it owns every partition. */
export const localLeases: PartitionLeasesShape = {
  tryAcquire: () => Effect.succeed(true),
  renew: () => Effect.succeed(true),
  release: () => Effect.void
}
