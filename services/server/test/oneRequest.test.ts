import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { RUNNING, type RunningServer, startServer } from "@redline/infra/testing"

let server: RunningServer
beforeAll(async () => {
  server = await startServer({ SEED_FIXTURES: "false" })
  await server.printed(RUNNING)
}, 120_000)
afterAll(() => server.stop())

describe("a request that once stopped the server", () => {
  it("is refused with the standard body, and the server answers on", async () => {
    for (const id of ["9007199254740993", "99999999999999999999"]) {
      // anonymous, without a body: as it came
      const response = await fetch(`${server.url}/api/v1/auctions/${id}/bids`, { method: "POST" })
      expect(response.status, id).toBeGreaterThanOrEqual(400)
      expect(response.status, id).toBeLessThan(500)
      expect(await response.json()).toMatchObject({ error_code: expect.any(Number), message: expect.any(String) })
    }
    const detail = await fetch(`${server.url}/api/v2/auctions/9007199254740993`)
    expect(detail.status).toBe(404)
    expect((await fetch(`${server.url}/api/v1/auctions`)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  })
})
