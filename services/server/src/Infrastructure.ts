import { AccountsConfig } from "@redline/http"
import { AppConfig, busLayer, databaseLayer, objectStoreLayer, Outbox, StartupError } from "@redline/infra"
import { Layer } from "effect"

const invalidConfiguration = (error: unknown) =>
  new StartupError({ reason: `Invalid configuration: ${String(error).replace(/\s+/g, " ")}` })

const configLayer = AppConfig.fromEnv.pipe(Layer.mapError(invalidConfiguration))

const accountsConfigLayer = AccountsConfig.fromEnv.pipe(Layer.mapError(invalidConfiguration))

/** The services every role stands on, embedded or real as the environment says. */
export const infrastructureLayer = Layer.mergeAll(databaseLayer, busLayer, objectStoreLayer, accountsConfigLayer).pipe(
  Layer.provideMerge(configLayer),
  (layer) => Layer.provideMerge(Outbox.layer, layer)
)
