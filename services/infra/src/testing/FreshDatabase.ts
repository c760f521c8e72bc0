import * as Reactivity from "@effect/experimental/Reactivity"
import { type SqlClient } from "@effect/sql"
import { PgClient } from "@effect/sql-pg"
import { Effect, Layer, Redacted } from "effect"
import { randomBytes } from "node:crypto"
import { Database } from "../Database.ts"
import { embeddedPostgres } from "../EmbeddedPostgres.ts"
import { runMigrations } from "../Migrations.ts"

/**
 * A fresh database for one test file: a new database on the server at
 * DATABASE_URL (dropped afterwards), or an in-memory PGlite.
 */
export const freshDatabaseUrl = Effect.gen(function* () {
  const serverUrl = process.env["DATABASE_URL"]
  if (serverUrl === undefined || serverUrl === "") return { url: yield* embeddedPostgres(undefined), embedded: true }
  const name = `redline_test_${randomBytes(6).toString("hex")}`
  const admin = yield* PgClient.make({ url: Redacted.make(serverUrl), maxConnections: 1 }).pipe(Effect.provide(Reactivity.layer))
  yield* Effect.acquireRelease(admin.unsafe(`CREATE DATABASE ${name}`), () =>
    admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).pipe(Effect.ignore)
  )
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: Redacted.make(url.toString()), embedded: false }
}).pipe(Effect.orDie)

/** A fresh database (see `freshDatabaseUrl`), migrated. */
export const freshDatabase: Layer.Layer<PgClient.PgClient | SqlClient.SqlClient> = Layer.unwrapScoped(
  Effect.map(freshDatabaseUrl, ({ url, embedded }) =>
    Layer.provideMerge(Layer.effectDiscard(runMigrations), Database.at(url, { embedded }))
  )
).pipe(Layer.orDie)
