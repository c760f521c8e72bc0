import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { Effect, Layer, Redacted } from "effect"
import { expect } from "vitest"
import { Database } from "../src/Database.ts"
import { runMigrations } from "../src/Migrations.ts"
import { freshDatabase } from "../src/testing/index.ts"

it.layer(freshDatabase)("migrations", (it) => {
  it.effect("create the tables the first features need", () =>
    Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      const rows = yield* sql<{ table_name: string }>`
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`
      expect(rows.map((row) => row.table_name)).toEqual(
        expect.arrayContaining([
          "auction_events",
          "auctions",
          "bids",
          "comments",
          "listings",
          "outbox",
          "photos",
          "questions",
          "sessions",
          "users",
          "watches"
        ])
      )
    })
  )

  it.effect("run once: a second run applies nothing", () =>
    Effect.gen(function* () {
      const applied = yield* runMigrations
      expect(applied).toEqual([])
    })
  )
})

it.effect("an unreachable database stops start-up with one line naming DATABASE_URL", () =>
  Effect.gen(function* () {
    const error = yield* Layer.build(Database.at(Redacted.make("postgres://postgres@127.0.0.1:1/redline"), { embedded: false })).pipe(
      Effect.scoped,
      Effect.flip
    )
    expect(error._tag).toBe("StartupError")
    expect(error.reason).toMatch(/^Cannot reach the database at DATABASE_URL \(127\.0\.0\.1:1\/redline\): .+/)
    expect(error.reason).not.toContain("\n")
  })
)
