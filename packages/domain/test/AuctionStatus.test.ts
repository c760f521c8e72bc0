import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { AuctionStatus, hasEnded, hasStarted, isExpired, isRunning, isSold, statusName } from "../src/AuctionStatus.ts"

const NAMED = [0, 1, 90, 101, 102, 104, 105, 106]

describe("statusName", () => {
  it("maps the spec's numbers to their names", () => {
    expect(statusName(90)).toBe("last_second_bids")
    expect(statusName(101)).toBe("sold")
    expect(statusName(102)).toBe("reserve_not_met")
    expect(statusName(104)).toBe("canceled")
    expect(statusName(105)).toBe("no_bids")
    expect(statusName(106)).toBe("sold_after")
    expect(statusName(0)).toBe("queued")
    expect(statusName(1)).toBe("live")
  })

  it("reads every other number as live", () => {
    for (const code of [2, 89, 91, 100, 103, 107, -1, 1.5]) expect(statusName(code)).toBe("live")
    fc.assert(
      fc.property(
        fc.integer().filter((n) => !NAMED.includes(n)),
        (code) => statusName(code) === "live"
      )
    )
  })

  it("round-trips every named status", () => {
    for (const [name, code] of Object.entries(AuctionStatus)) expect(statusName(code)).toBe(name)
  })
})

describe("isRunning and hasEnded", () => {
  it("runs live and last_second_bids only", () => {
    expect(isRunning(AuctionStatus.live)).toBe(true)
    expect(isRunning(AuctionStatus.last_second_bids)).toBe(true)
    expect(isRunning("last_second_bids")).toBe(true)
    expect(isRunning(42)).toBe(true)
    for (const code of [0, 101, 102, 104, 105, 106]) expect(isRunning(code)).toBe(false)
  })

  it("ends sold, reserve_not_met, canceled, no_bids and sold_after", () => {
    for (const code of [101, 102, 104, 105, 106]) expect(hasEnded(code)).toBe(true)
    for (const code of [1, 90, 42]) expect(hasEnded(code)).toBe(false)
    expect(hasEnded("sold")).toBe(true)
  })

  it("treats queued as neither running nor ended", () => {
    expect(isRunning("queued")).toBe(false)
    expect(hasEnded("queued")).toBe(false)
    expect(hasEnded(AuctionStatus.queued)).toBe(false)
  })

  it("has started every status but queued", () => {
    expect(hasStarted(AuctionStatus.queued)).toBe(false)
    expect(hasStarted("queued")).toBe(false)
    for (const code of [1, 90, 101, 102, 104, 105, 106]) expect(hasStarted(code)).toBe(true)
  })

  it("never calls a status both running and ended", () => {
    fc.assert(fc.property(fc.integer(), (code) => !(isRunning(code) && hasEnded(code))))
  })
})

describe("isSold", () => {
  it("is sold at the end or after it, nothing else", () => {
    expect(NAMED.filter((code) => isSold(code))).toEqual([101, 106])
    expect(isSold("sold_after")).toBe(true)
  })
})

describe("isExpired", () => {
  const end = new Date("2025-03-01T12:00:00Z")
  const later = (ms: number) => new Date(end.getTime() + ms)
  const day = 24 * 60 * 60 * 1000

  it("expires only more than 24 hours after the end", () => {
    expect(isExpired(end, later(day - 1))).toBe(false)
    expect(isExpired(end, later(day))).toBe(false)
    expect(isExpired(end, later(day + 1))).toBe(true)
    expect(isExpired(end, later(-day))).toBe(false)
  })
})
