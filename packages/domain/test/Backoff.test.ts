import { describe, expect, it } from "vitest"
import { backoffDelay } from "../src/Backoff.ts"

describe("backoffDelay", () => {
  const backoff = { first: 250, max: 60_000 }

  it("waits the first wait after one failure, then doubles", () => {
    expect([0, 1, 2, 3].map((failures) => backoffDelay(backoff, failures))).toEqual([250, 500, 1_000, 2_000])
  })

  it("never waits more than the longest", () => {
    expect(backoffDelay(backoff, 8)).toBe(60_000)
    expect(backoffDelay(backoff, 40)).toBe(60_000)
  })
})
