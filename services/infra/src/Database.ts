import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Option, Redacted } from "effect"
import { AppConfig } from "./AppConfig.ts"
import { embeddedPostgres } from "./EmbeddedPostgres.ts"
import * as Path from "node:path"
import { StartupError } from "./StartupError.ts"

/** Where a URL points, without its password, for messages. */
export const describeDatabaseUrl = (url: Redacted.Redacted) => {
  try {
    const parsed = new URL(Redacted.value(url))
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`
  } catch {
    return "the configured address"
  }
}

const causeText = (cause: unknown): string => {
  if (cause instanceof AggregateError && cause.errors.length > 0) return causeText(cause.errors[0])
  if (cause instanceof Error) return cause.message || ("code" in cause ? String(cause.code) : cause.name)
  return String(cause)
}

/**
 * A Postgres client over `url`. The embedded server runs every query of
 * every connection in one session, so it gets a single connection:
 * transactions must not interleave.
 */
const clientAt = (url: Redacted.Redacted, options: { readonly embedded: boolean }) =>
  PgClient.layer({
    url,
    maxConnections: options.embedded ? 1 : 20,
    connectTimeout: "5 seconds",
    applicationName: "redline"
  }).pipe(
    Layer.mapError(
      (error) =>
        new StartupError({
          reason: options.embedded
            ? `The embedded database did not answer: ${error.message}`
            : `Cannot reach the database at DATABASE_URL (${describeDatabaseUrl(url)}): ${causeText(error.cause)}`
        })
    )
  )

/**
 * The database every repository reads and writes through @effect/sql's `SqlClient` (a
 * `PgClient`). That service is @effect/sql's, not ours, so it can't carry our statics: its
 * layers are named here as a service's would be.
 */
export const Database = {
  /** DATABASE_URL when set, otherwise PGlite under DATA_DIR/postgres. */
  Default: Layer.unwrapScoped(
    Effect.gen(function* () {
      const config = yield* AppConfig
      if (Option.isSome(config.databaseUrl)) return clientAt(config.databaseUrl.value, { embedded: false })
      const url = yield* embeddedPostgres(Path.join(config.dataDir, "postgres"))
      return clientAt(url, { embedded: true })
    })
  ),
  /** The database at `url`: a test's own, or the one an engine process in a test is told. */
  at: clientAt
}
