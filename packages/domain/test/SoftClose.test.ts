import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { acceptsBidAt, DEFAULT_SOFT_CLOSE_SECONDS, runningStatusAfter, softCloseEnd } from "../src/SoftClose.ts"

const end = new Date("2025-06-01T18:00:00Z")
const before = (ms: number) => new Date(end.getTime() - ms)

describe("softCloseEnd", () => {
  it("defaults to a two-minute window", () => {
    expect(DEFAULT_SOFT_CLOSE_SECONDS).toBe(120)
  })

  it("leaves the end alone for a bid with the whole window still left", () => {
    expect(softCloseEnd({ currentEnd: end, receivedAt: before(120_000) }).getTime()).toBe(end.getTime())
    expect(softCloseEnd({ currentEnd: end, receivedAt: before(3_600_000) }).getTime()).toBe(end.getTime())
  })

  it("moves the end to receive time + window inside the window", () => {
    const receivedAt = before(119_999)
    expect(softCloseEnd({ currentEnd: end, receivedAt }).getTime()).toBe(receivedAt.getTime() + 120_000)
    const lastMoment = before(1)
    expect(softCloseEnd({ currentEnd: end, receivedAt: lastMoment }).getTime()).toBe(lastMoment.getTime() + 120_000)
  })

  it("uses the configured window", () => {
    const receivedAt = before(20_000)
    expect(softCloseEnd({ currentEnd: end, receivedAt, windowSeconds: 30 }).getTime()).toBe(receivedAt.getTime() + 30_000)
    expect(softCloseEnd({ currentEnd: end, receivedAt: before(30_000), windowSeconds: 30 }).getTime()).toBe(end.getTime())
  })

  it("never moves the end earlier and always leaves a full window after the bid", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 600 }), (left, windowSeconds) => {
        const receivedAt = before(left)
        const next = softCloseEnd({ currentEnd: end, receivedAt, windowSeconds }).getTime()
        const moved = next !== end.getTime()
        return (
          next >= end.getTime() &&
          next - receivedAt.getTime() >= windowSeconds * 1000 &&
          moved === left < windowSeconds * 1000 &&
          (!moved || next === receivedAt.getTime() + windowSeconds * 1000)
        )
      })
    )
  })
})

describe("runningStatusAfter", () => {
  it("is last_second_bids only while extended past the scheduled end", () => {
    expect(runningStatusAfter(end, end)).toBe(AuctionStatus.live)
    expect(runningStatusAfter(end, new Date(end.getTime() + 1))).toBe(AuctionStatus.last_second_bids)
    expect(runningStatusAfter(end, before(1))).toBe(AuctionStatus.live)
  })
})

describe("acceptsBidAt", () => {
  it("accepts bids received strictly before the end", () => {
    expect(acceptsBidAt(end, before(1))).toBe(true)
    expect(acceptsBidAt(end, end)).toBe(false)
    expect(acceptsBidAt(end, new Date(end.getTime() + 1))).toBe(false)
  })
})
