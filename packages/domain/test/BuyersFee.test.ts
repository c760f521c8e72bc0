import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { buyerCommissionFrom, buyersFee, DEFAULT_BUYER_COMMISSION } from "../src/BuyersFee.ts"

describe("buyersFee", () => {
  it("defaults to 5%, at least $250, at most $7,500", () => {
    expect(DEFAULT_BUYER_COMMISSION).toEqual({ rate: 0.05, min: 250, max: 7500 })
    expect(buyersFee(20_000)).toBe(1_000)
  })

  it("clamps to the minimum", () => {
    expect(buyersFee(100)).toBe(250)
    expect(buyersFee(4_999)).toBe(250)
    expect(buyersFee(5_000)).toBe(250)
    expect(buyersFee(5_020)).toBe(251)
  })

  it("clamps to the maximum", () => {
    expect(buyersFee(149_980)).toBe(7_499)
    expect(buyersFee(150_000)).toBe(7_500)
    expect(buyersFee(150_020)).toBe(7_500)
    expect(buyersFee(1_000_000)).toBe(7_500)
  })

  it("rounds half a dollar up to a whole dollar", () => {
    expect(buyersFee(5_010)).toBe(251)
    expect(buyersFee(5_030)).toBe(252)
    expect(buyersFee(10_009)).toBe(500)
    expect(buyersFee(10_010)).toBe(501)
  })

  it("takes bootstrap overrides", () => {
    const commission = buyerCommissionFrom({ buyer_commission_rate: 0.1, buyer_commission_max: null })
    expect(commission).toEqual({ rate: 0.1, min: 250, max: 7500 })
    expect(buyersFee(10_000, commission)).toBe(1_000)
    expect(buyersFee(10_000, { rate: 0.05, min: 100, max: 300 })).toBe(300)
  })

  it("is a whole number between the minimum and maximum", () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (amount) => {
        const fee = buyersFee(amount)
        return Number.isInteger(fee) && fee >= 250 && fee <= 7_500 && Math.abs(fee - Math.min(7_500, Math.max(250, amount * 0.05))) <= 0.5
      })
    )
  })
})
