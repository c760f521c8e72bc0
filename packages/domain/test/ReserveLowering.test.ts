import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bidStep } from "../src/BidSteps.ts"
import { lowerReserveOptions, reserveLoweringRefusal, reserveStep, sellerReserveOptions } from "../src/ReserveLowering.ts"

describe("reserveStep", () => {
  it("uses the same ladder as bids", () => {
    for (const amount of [0, 14_999, 15_000, 49_999, 50_000, 199_999, 200_000]) {
      expect(reserveStep(amount)).toBe(bidStep(amount))
    }
    expect(reserveStep(14_999)).toBe(100)
    expect(reserveStep(15_000)).toBe(250)
    expect(reserveStep(50_000)).toBe(500)
    expect(reserveStep(200_000)).toBe(1_000)
  })
})

describe("lowerReserveOptions", () => {
  it("steps down by the band below each value and ends at the current bid", () => {
    expect(lowerReserveOptions(15_500, 14_650)).toEqual([15_250, 15_000, 14_900, 14_800, 14_700, 14_650])
    expect(lowerReserveOptions(51_000, 49_000)).toEqual([50_500, 50_000, 49_750, 49_500, 49_250, 49_000])
    expect(lowerReserveOptions(202_000, 199_000)).toEqual([201_000, 200_000, 199_500, 199_000])
  })

  it("snaps an off-ladder reserve to the ladder", () => {
    expect(lowerReserveOptions(15_120, 14_800)).toEqual([15_000, 14_900, 14_800])
  })

  it("offers the current bid itself even off the ladder", () => {
    expect(lowerReserveOptions(10_000, 9_850)).toEqual([9_900, 9_850])
  })

  it("offers nothing once the reserve is met", () => {
    expect(lowerReserveOptions(20_000, 20_000)).toEqual([])
    expect(lowerReserveOptions(20_000, 25_000)).toEqual([])
  })

  it("runs down to the opening minimum without bids", () => {
    expect(lowerReserveOptions(500, null)).toEqual([400, 300, 200, 100])
    expect(lowerReserveOptions(500, 0)).toEqual([400, 300, 200, 100])
  })

  it("descends strictly, stays below the reserve and ends at the floor", () => {
    fc.assert(
      fc.property(fc.integer({ min: 200, max: 400_000 }), fc.integer({ min: 100, max: 400_000 }), (reserve, bid) => {
        const options = lowerReserveOptions(reserve, bid)
        if (bid >= reserve) return options.length === 0
        const descending = options.every((value, i) => i === 0 || value < (options[i - 1] ?? Infinity))
        const withinStep = options.every((value, i) => {
          const above = i === 0 ? reserve : (options[i - 1] ?? reserve)
          return above - value <= reserveStep(above - 1)
        })
        return descending && withinStep && (options[0] ?? 0) < reserve && options.at(-1) === bid
      })
    )
  })
})

describe("sellerReserveOptions", () => {
  it("offers the steps down to the current bid while the reserve is not met", () => {
    expect(sellerReserveOptions({ reserve: 10_000, noReserve: false, currentBid: 9_850 })).toEqual([9_900, 9_850])
  })

  it("offers nothing without a reserve or once it is met", () => {
    expect(sellerReserveOptions({ reserve: null, noReserve: false, currentBid: 9_850 })).toEqual([])
    expect(sellerReserveOptions({ reserve: 10_000, noReserve: true, currentBid: 9_850 })).toEqual([])
    expect(sellerReserveOptions({ reserve: 10_000, noReserve: false, currentBid: 10_000 })).toEqual([])
  })
})

describe("reserveLoweringRefusal", () => {
  const lowering = { isSeller: true, started: true, running: true, reserve: 15_500, noReserve: false, currentBid: 14_650, amount: 15_000 }

  it("lets the seller of a running auction lower the reserve to one of its options, down to the current bid", () => {
    expect(reserveLoweringRefusal(lowering)).toBeNull()
    expect(reserveLoweringRefusal({ ...lowering, amount: 14_650 })).toBeNull()
  })

  it("refuses anyone but the seller, an auction that hasn't started or has ended, and an amount off the steps", () => {
    expect(reserveLoweringRefusal({ ...lowering, isSeller: false })).toBe("not_seller")
    expect(reserveLoweringRefusal({ ...lowering, started: false, running: false })).toBe("auction_not_started")
    expect(reserveLoweringRefusal({ ...lowering, running: false })).toBe("auction_ended")
    expect(reserveLoweringRefusal({ ...lowering, amount: 15_100 })).toBe("not_a_reserve_option")
    expect(reserveLoweringRefusal({ ...lowering, amount: 16_000 })).toBe("not_a_reserve_option")
    expect(reserveLoweringRefusal({ ...lowering, amount: 14_000 })).toBe("not_a_reserve_option")
  })

  it("has nothing to lower once the reserve is met, or without one", () => {
    expect(reserveLoweringRefusal({ ...lowering, currentBid: 15_500, amount: 15_500 })).toBe("reserve_met")
    expect(reserveLoweringRefusal({ ...lowering, noReserve: true })).toBe("reserve_met")
    expect(reserveLoweringRefusal({ ...lowering, reserve: null })).toBe("reserve_met")
  })
})
