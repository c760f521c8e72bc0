import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, expect, it } from "vitest"
import { startApi } from "./apiHarness.ts"

let api: Awaited<ReturnType<typeof startApi>>

beforeAll(async () => {
  api = await startApi()
})
afterAll(() => api.close())

it("answers 503 with an error code, not 500, when the database fails a read", async () => {
  // The auctions table going missing makes every read of it fail in the database.
  await api.run(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`ALTER TABLE auctions RENAME TO auctions_elsewhere`))
  const response = await api.fetch("/api/v1/auctions/1/stats")
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({
    _tag: "ServiceBusy",
    error_code: 1006,
    message: "Redline is busy right now. Please try again in a moment."
  })
})
