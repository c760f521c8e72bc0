import { LocalPartitions } from "@redline/engine"
import { AccountsConfig } from "@redline/http"
import { AppConfig, Bus, Database, ObjectStore, Outbox, StartupError } from "@redline/infra"
import { Layer } from "effect"

/** A configuration that can't be read stops start-up with one line saying so. */
export const invalidConfiguration = (error: unknown) =>
  new StartupError({ reason: `Invalid configuration: ${String(error).replace(/\s+/g, " ")}` })

const configLayer = AppConfig.Default.pipe(Layer.mapError(invalidConfiguration))

const accountsConfigLayer = AccountsConfig.Default.pipe(Layer.mapError(invalidConfiguration))

/**
 * The services every role stands on, embedded or real as the environment says; `LocalPartitions`
 * lets this process's API reach the partitions its own engine owns without the bus.
 */
export const InfrastructureLive = Layer.mergeAll(
  Database.Default,
  Bus.Default,
  ObjectStore.Default,
  accountsConfigLayer,
  LocalPartitions.Default
).pipe(Layer.provideMerge(configLayer), (layer) => Layer.provideMerge(Outbox.Default, layer))
