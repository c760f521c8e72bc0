import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatMoney } from "../src/Money.ts"

describe("formatMoney", () => {
  it("writes whole dollars with en-US grouping", () => {
    expect(formatMoney(0)).toBe("$0")
    expect(formatMoney(999)).toBe("$999")
    expect(formatMoney(1234)).toBe("$1,234")
    expect(formatMoney(1_234_567)).toBe("$1,234,567")
  })

  it("reads back as the same number", () => {
    fc.assert(fc.property(fc.nat(), (amount) => Number(formatMoney(amount).replace(/[$,]/g, "")) === amount))
  })
})
