import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { runLoadTest } from "../src/LoadTest.ts"
import type { Results } from "../src/Results.ts"
import { loadScenario } from "../src/ScenarioFile.ts"
import { type EmbeddedServer, startEmbeddedServer } from "./EmbeddedServer.ts"

// The audit only: latency on a shared CI machine says nothing about the server.
describe("the ci-ending scenario against an embedded server", () => {
  let server: EmbeddedServer
  let results: Results

  beforeAll(async () => {
    server = await startEmbeddedServer()
    results = await runLoadTest({
      target: server.url,
      scenario: loadScenario("ci-ending"),
      watchers: 200,
      bidders: 20,
      threads: 2,
      staff: server.staff
    })
  }, 150_000)

  afterAll(() => server?.stop())

  it("played a real ending: bids accepted, the end moved, late bids refused, watchers rejoined", () => {
    expect(results.watchers.registered).toBe(200)
    expect(results.bids.accepted).toBeGreaterThan(0)
    expect(results.auction.extensions).toBeGreaterThan(0)
    expect(results.bids.ended).toBeGreaterThan(0)
    expect(results.watchers.rejoins).toBeGreaterThan(0)
  })

  it("refused no bid received before the end and accepted none after it", () => {
    expect(results.bids.rejected_timely).toBe(0)
    expect(results.bids.accepted_late).toBe(0)
    expect(results.bids.acked_missing).toBe(0)
    expect(results.bids.wrong_end).toBe(0)
  })

  it("delivered every event to every watcher once and in order, after their rewinds", () => {
    expect(results.events.lost).toBe(0)
    expect(results.events.duplicated).toBe(0)
    expect(results.events.out_of_order).toBe(0)
    expect(results.events.log_gaps).toBe(0)
  })

  it("ended consistently: stats, the last accepted bid and every watcher's last event agree", () => {
    expect(results.final.problems).toEqual([])
    expect(results.final.consistent).toBe(true)
    expect(results.audit).toEqual({ passed: true, failed: [] })
  })
})
