import { describe, expect, it } from "vitest"
import { closingStatus, reserveMet } from "../src/AuctionClose.ts"
import { AuctionStatus } from "../src/AuctionStatus.ts"

describe("reserveMet", () => {
  it("is met at or above the reserve", () => {
    expect(reserveMet({ currentBid: 19_999, reserve: 20_000, noReserve: false })).toBe(false)
    expect(reserveMet({ currentBid: 20_000, reserve: 20_000, noReserve: false })).toBe(true)
    expect(reserveMet({ currentBid: 20_250, reserve: 20_000, noReserve: false })).toBe(true)
  })

  it("is always met without a reserve", () => {
    expect(reserveMet({ currentBid: 100, reserve: 50_000, noReserve: true })).toBe(true)
    expect(reserveMet({ currentBid: null, reserve: null, noReserve: true })).toBe(true)
  })

  it("is not met without bids or without a reserve amount on a reserve auction", () => {
    expect(reserveMet({ currentBid: null, reserve: 100, noReserve: false })).toBe(false)
    expect(reserveMet({ currentBid: 0, reserve: 0, noReserve: false })).toBe(false)
    expect(reserveMet({ currentBid: 5_000, reserve: null, noReserve: false })).toBe(false)
  })
})

describe("closingStatus", () => {
  it("closes without bids as no_bids, reserve or not", () => {
    expect(closingStatus({ bidCount: 0, currentBid: null, reserve: 10_000, noReserve: false })).toBe(AuctionStatus.no_bids)
    expect(closingStatus({ bidCount: 0, currentBid: null, reserve: null, noReserve: true })).toBe(105)
    expect(closingStatus({ bidCount: 0, currentBid: 0, reserve: null, noReserve: true })).toBe(105)
  })

  it("sells when the reserve is met or there is none", () => {
    expect(closingStatus({ bidCount: 3, currentBid: 10_000, reserve: 10_000, noReserve: false })).toBe(AuctionStatus.sold)
    expect(closingStatus({ bidCount: 1, currentBid: 100, reserve: null, noReserve: true })).toBe(101)
  })

  it("closes below the reserve as reserve_not_met", () => {
    expect(closingStatus({ bidCount: 7, currentBid: 9_999, reserve: 10_000, noReserve: false })).toBe(AuctionStatus.reserve_not_met)
  })
})
