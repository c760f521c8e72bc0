import { PGlite } from "@electric-sql/pglite"
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm"
import { PGLiteSocketServer } from "@electric-sql/pglite-socket"
import { Effect, Redacted } from "effect"
import * as Fs from "node:fs/promises"
import { StartupError } from "./StartupError.ts"

/**
 * PGlite served over the Postgres wire protocol on a loopback port, so the
 * same @effect/sql-pg code runs embedded and against a real server.
 * `dataDir` undefined keeps the database in memory (tests).
 */
export const embeddedPostgres = (dataDir: string | undefined) =>
  Effect.gen(function* () {
    if (dataDir !== undefined) yield* Effect.promise(() => Fs.mkdir(dataDir, { recursive: true }))
    const db = yield* Effect.acquireRelease(
      Effect.tryPromise({
        // pg_trgm for search's typo tolerance (migration 0017), as a real server has it
        try: () => PGlite.create({ ...(dataDir === undefined ? {} : { dataDir }), extensions: { pg_trgm } }),
        catch: (cause) => new StartupError({ reason: `Cannot open the embedded database in ${dataDir}: ${String(cause)}` })
      }),
      (db) => Effect.promise(() => db.close())
    )
    const server = new PGLiteSocketServer({ db, host: "127.0.0.1", port: 0 })
    yield* Effect.acquireRelease(
      Effect.tryPromise({
        try: () => server.start(),
        catch: (cause) => new StartupError({ reason: `Cannot serve the embedded database: ${String(cause)}` })
      }),
      () => Effect.promise(() => server.stop())
    )
    return Redacted.make(`postgres://postgres@${server.getServerConn()}/postgres?sslmode=disable`)
  })
