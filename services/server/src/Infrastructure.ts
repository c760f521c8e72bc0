import { AppConfig, busLayer, databaseLayer, objectStoreLayer, Outbox, StartupError } from "@redline/infra"
import { Layer } from "effect"

const configLayer = AppConfig.fromEnv.pipe(
  Layer.mapError((error) => new StartupError({ reason: `Invalid configuration: ${String(error).replace(/\s+/g, " ")}` }))
)

/** The services every role stands on, embedded or real as the environment says. */
export const infrastructureLayer = Layer.mergeAll(databaseLayer, busLayer, objectStoreLayer).pipe(
  Layer.provideMerge(configLayer),
  (layer) => Layer.provideMerge(Outbox.layer, layer)
)
