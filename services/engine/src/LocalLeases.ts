import { Effect, Layer } from "effect"
import { PartitionLeases } from "./PartitionLeases.ts"

/** The embedded mode has one engine: it owns every partition. */
export const localLeasesLayer = Layer.succeed(
  PartitionLeases,
  PartitionLeases.of({
    tryAcquire: () => Effect.succeed(true),
    renew: () => Effect.succeed(true),
    release: () => Effect.void
  })
)
