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

/**
 * A Postgres client over `url`. The embedded server runs every query of
 * every connection in one session, so it gets a single connection:
 * transactions must not interleave.
 */
export const pgClientLayer = (url: Redacted.Redacted, options: { readonly embedded: boolean }) =>
  PgClient.layer({
    url,
    maxConnections: options.embedded ? 1 : 20,
    connectTimeout: "5 seconds",
    applicationName: "redline"
  }).pipe(
    Layer.mapError((error) =>
      new StartupError({
        reason: options.embedded
          ? `The embedded database did not answer: ${error.message}`
          : `Cannot reach the database at DATABASE_URL (${describeDatabaseUrl(url)}): ${causeText(error.cause)}`
      })
    )
  )

const causeText = (cause: unknown): string => {
  if (cause instanceof AggregateError && cause.errors.length > 0) return causeText(cause.errors[0])
  if (cause instanceof Error) return cause.message || ("code" in cause ? String(cause.code) : cause.name)
  return String(cause)
}

/** DATABASE_URL when set, otherwise PGlite under DATA_DIR/postgres. */
export const databaseLayer = Layer.unwrapScoped(
  Effect.gen(function* () {
    const config = yield* AppConfig
    if (Option.isSome(config.databaseUrl)) return pgClientLayer(config.databaseUrl.value, { embedded: false })
    const url = yield* embeddedPostgres(Path.join(config.dataDir, "postgres"))
    return pgClientLayer(url, { embedded: true })
  })
)
