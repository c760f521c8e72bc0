import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { bidAmountFormProblem, bidAmountProblem, bidStep, MAX_BID, minimumNextBid, OPENING_BID_MINIMUM } from "../src/BidSteps.ts"
import { Messages } from "../src/Messages.ts"
import { priceStep } from "../src/PriceSteps.ts"

describe("bidStep", () => {
  it("follows the ladder at each boundary", () => {
    expect(bidStep(0)).toBe(100)
    expect(bidStep(14_999)).toBe(100)
    expect(bidStep(15_000)).toBe(250)
    expect(bidStep(49_999)).toBe(250)
    expect(bidStep(50_000)).toBe(500)
    expect(bidStep(199_999)).toBe(500)
    expect(bidStep(200_000)).toBe(1_000)
    expect(bidStep(5_000_000)).toBe(1_000)
  })

  it("never shrinks as the price grows", () => {
    fc.assert(fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (a, b) => (a <= b ? priceStep(a) <= priceStep(b) : true)))
  })
})

describe("minimumNextBid", () => {
  it("opens at $100, and a current bid of 0 counts as none", () => {
    expect(OPENING_BID_MINIMUM).toBe(100)
    expect(minimumNextBid(null)).toBe(100)
    expect(minimumNextBid(0)).toBe(100)
  })

  it("adds the step of the current bid", () => {
    expect(minimumNextBid(100)).toBe(200)
    expect(minimumNextBid(14_900)).toBe(15_000)
    expect(minimumNextBid(14_999)).toBe(15_099)
    expect(minimumNextBid(15_000)).toBe(15_250)
    expect(minimumNextBid(49_999)).toBe(50_249)
    expect(minimumNextBid(50_000)).toBe(50_500)
    expect(minimumNextBid(199_999)).toBe(200_499)
    expect(minimumNextBid(200_000)).toBe(201_000)
  })
})

describe("bidAmountProblem", () => {
  it("accepts exactly the minimum and more", () => {
    expect(bidAmountProblem(100, null)).toBeNull()
    expect(bidAmountProblem(15_250, 15_000)).toBeNull()
    expect(bidAmountProblem(1_000_000, 15_000)).toBeNull()
  })

  it("refuses a bid one dollar short, naming the minimum", () => {
    expect(bidAmountProblem(99, null)).toEqual({ _tag: "too_low", min_bid: 100 })
    expect(bidAmountProblem(15_249, 15_000)).toEqual({ _tag: "too_low", min_bid: 15_250 })
    expect(bidAmountProblem(-500, null)).toEqual({ _tag: "too_low", min_bid: 100 })
  })

  it("refuses anything but whole dollars", () => {
    for (const amount of [100.5, "500", null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}]) {
      expect(bidAmountProblem(amount, 200)).toEqual({ _tag: "not_whole_dollars", min_bid: 300 })
    }
  })

  it("refuses a bid over $1,000,000,000, and says so", () => {
    expect(MAX_BID).toBe(1_000_000_000)
    expect(bidAmountProblem(MAX_BID, 999_000_000)).toBeNull()
    expect(bidAmountProblem(MAX_BID + 1, 200)).toEqual({ _tag: "too_high", min_bid: 300 })
    expect(bidAmountProblem(2 ** 31, null)).toEqual({ _tag: "too_high", min_bid: 100 })
    expect(Messages.bidTooHigh).toBe("Bids must be at most $1,000,000,000")
  })

  it("accepts a bid iff it is a whole number at or above current + step", () => {
    fc.assert(
      fc.property(fc.option(fc.nat(2_000_000), { nil: null }), fc.nat(3_000_000), (current, amount) => {
        const min = minimumNextBid(current)
        const problem = bidAmountProblem(amount, current)
        return amount >= min ? problem === null : problem?._tag === "too_low" && problem.min_bid === min
      })
    )
  })
})

describe("bidAmountFormProblem", () => {
  it("is the auction-free part of the rule: whole dollars, at most the ceiling", () => {
    expect(bidAmountFormProblem(100)).toBeNull()
    expect(bidAmountFormProblem(MAX_BID)).toBeNull()
    expect(bidAmountFormProblem(MAX_BID + 1)).toBe("too_high")
    for (const amount of [9_007_199_254_740_991, 2 ** 60, 1e300]) expect(bidAmountFormProblem(amount)).toBe("too_high")
    for (const amount of [100.5, "500", null, Number.NaN, Number.POSITIVE_INFINITY])
      expect(bidAmountFormProblem(amount)).toBe("not_whole_dollars")
  })

  it("agrees with the whole rule on every amount the whole rule doesn't refuse as too low", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer(), fc.double(), fc.constant(MAX_BID + 1)),
        fc.option(fc.nat(2_000_000), { nil: null }),
        (amount, current) => {
          const whole = bidAmountProblem(amount, current)
          const form = bidAmountFormProblem(amount)
          return whole?._tag === "too_low" ? form === null : (whole?._tag ?? null) === form
        }
      )
    )
  })
})
