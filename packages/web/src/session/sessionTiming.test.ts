import { describe, expect, it } from "vitest"
import { needsRefresh, refreshRetryDelay, SESSION_TIMING } from "./sessionTiming.ts"

describe("refreshRetryDelay", () => {
  it("starts at 100 ms and doubles for the 4 retries", () => {
    expect(SESSION_TIMING.refreshRetries).toBe(4)
    expect([0, 1, 2, 3].map(refreshRetryDelay)).toEqual([100, 200, 400, 800])
  })

  it("never waits more than 102400 ms", () => {
    expect(refreshRetryDelay(10)).toBe(102_400)
    expect(refreshRetryDelay(30)).toBe(102_400)
  })
})

describe("needsRefresh", () => {
  const now = Date.parse("2026-03-01T12:00:00Z")
  const expiringIn = (ms: number) => new Date(now + ms).toISOString()

  it("is true with 60 s or less left, or past the expiry", () => {
    expect(needsRefresh(expiringIn(60_000), now)).toBe(true)
    expect(needsRefresh(expiringIn(1), now)).toBe(true)
    expect(needsRefresh(expiringIn(-3_600_000), now)).toBe(true)
  })

  it("is false with more than 60 s left", () => {
    expect(needsRefresh(expiringIn(61_000), now)).toBe(false)
  })

  it("is true for an expiry it can't read", () => {
    expect(needsRefresh("soon", now)).toBe(true)
  })
})
