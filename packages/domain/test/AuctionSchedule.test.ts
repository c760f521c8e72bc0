import { describe, expect, it } from "vitest"
import { AuctionStatus } from "../src/AuctionStatus.ts"
import { newAuctionProblem, openingStatus } from "../src/AuctionSchedule.ts"

const now = new Date("2026-05-01T12:00:00Z")
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000)

describe("new auctions", () => {
  it("end after they start and in the future, and name the reserve they have", () => {
    expect(newAuctionProblem({ start: now, end: hours(24), now, noReserve: false, reserve: 5_000 })).toBeNull()
    expect(newAuctionProblem({ start: now, end: hours(-1), now, noReserve: true, reserve: null })).toMatch(/in the future/)
    expect(newAuctionProblem({ start: hours(48), end: hours(24), now, noReserve: true, reserve: null })).toMatch(/after auction_start/)
    expect(newAuctionProblem({ start: now, end: hours(24), now, noReserve: false, reserve: null })).toMatch(/needs a reserve/)
  })

  it("open live from a start now or earlier, queued for a later one", () => {
    expect(openingStatus(now, now)).toBe(AuctionStatus.live)
    expect(openingStatus(hours(1), now)).toBe(AuctionStatus.queued)
  })
})
