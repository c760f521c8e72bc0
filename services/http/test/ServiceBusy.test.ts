import { expect, it } from "vitest"
import { useApi } from "./harness/index.ts"

const api = useApi()

it("answers 503 with an error code, not 500, when the database fails a read", async () => {
  // The auctions table going missing makes every read of it fail in the database.
  await api.sql((sql) => sql`ALTER TABLE auctions RENAME TO auctions_elsewhere`)
  const response = await api.fetch("/api/v1/auctions/1/stats")
  expect(response.status).toBe(503)
  expect(await response.json()).toEqual({
    _tag: "ServiceBusy",
    error_code: 1006,
    message: "Redline is busy right now. Please try again in a moment."
  })
})
