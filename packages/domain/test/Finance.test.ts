import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DEFAULT_MIN_APR, FINANCE_TERMS, financeErrors, formatApr, monthlyPayment, type FinanceInput } from "../src/Finance.ts"

const valid: FinanceInput = { price: "25,000", downPayment: "5,000", apr: "6", term: 60 }

describe("financeErrors", () => {
  it("has no errors for a valid calculation", () => {
    expect(financeErrors(valid)).toEqual({})
    expect(financeErrors({ price: 25_000, downPayment: 0, apr: 6.99, term: 72 })).toEqual({})
  })

  it("holds the price between $5,000 and $100,000 in whole dollars", () => {
    expect(financeErrors({ ...valid, price: "4,999", downPayment: "" }).price).toBe("$5,000 minimum")
    expect(financeErrors({ ...valid, price: "5,000", downPayment: "" }).price).toBeUndefined()
    expect(financeErrors({ ...valid, price: "100,000" }).price).toBeUndefined()
    expect(financeErrors({ ...valid, price: "100,001" }).price).toBe("$100,000 maximum")
    for (const price of ["", "abc", "25000.50", "-25000"]) {
      expect(financeErrors({ ...valid, price }).price).toBe("$5,000 minimum")
    }
  })

  it("keeps the down payment below the price, to the cent", () => {
    expect(financeErrors({ ...valid, downPayment: "24,999.99" }).downPayment).toBeUndefined()
    expect(financeErrors({ ...valid, downPayment: "25,000" }).downPayment).toBe("Must be below purchase price")
    expect(financeErrors({ ...valid, downPayment: "30000" }).downPayment).toBe("Must be below purchase price")
    expect(financeErrors({ ...valid, downPayment: "" }).downPayment).toBeUndefined()
    expect(financeErrors({ ...valid, downPayment: "100.123" }).downPayment).toBe("Invalid down payment")
  })

  it("wants an APR above zero with up to 2 integer and 2 decimal digits", () => {
    for (const apr of ["6", "6.99", "19.5", ".5", "6."]) expect(financeErrors({ ...valid, apr }).apr).toBeUndefined()
    for (const apr of ["0", "0.00", "", "100", "6.999", "-5", "abc"]) {
      expect(financeErrors({ ...valid, apr }).apr).toBe("Invalid APR")
    }
  })

  it("wants a whole, positive number of months", () => {
    expect(financeErrors({ ...valid, term: 0 }).term).toBe("Invalid term")
    expect(financeErrors({ ...valid, term: 12.5 }).term).toBe("Invalid term")
  })
})

describe("monthlyPayment", () => {
  it("amortizes and rounds up to a whole dollar", () => {
    expect(monthlyPayment({ price: 10_000, downPayment: 0, apr: 12, term: 12 })).toBe(889)
    expect(monthlyPayment(valid)).toBe(387)
    expect(monthlyPayment({ price: "100,000", downPayment: "0.01", apr: "6.99", term: 36 })).toBe(3_088)
  })

  it("is zero while any field has an error", () => {
    expect(monthlyPayment({ ...valid, price: "4,000", downPayment: "" })).toBe(0)
    expect(monthlyPayment({ ...valid, downPayment: "25,000" })).toBe(0)
    expect(monthlyPayment({ ...valid, apr: "0" })).toBe(0)
    expect(monthlyPayment({ ...valid, term: -12 })).toBe(0)
  })

  it("covers the loan and grows with the rate", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5_000, max: 100_000 }),
        fc.integer({ min: 1, max: 2_999 }),
        fc.constantFrom(...FINANCE_TERMS),
        (price, aprHundredths, term) => {
          const apr = (aprHundredths / 100).toFixed(2)
          const payment = monthlyPayment({ price, downPayment: 0, apr, term })
          const higher = monthlyPayment({ price, downPayment: 0, apr: ((aprHundredths + 1) / 100).toFixed(2), term })
          return Number.isInteger(payment) && payment * term >= price && higher >= payment
        }
      )
    )
  })
})

describe("rates", () => {
  it("defaults to 6.99% and shows two decimals", () => {
    expect(FINANCE_TERMS).toEqual([36, 48, 60, 72, 84])
    expect(formatApr(DEFAULT_MIN_APR)).toBe("6.99%")
    expect(formatApr(0.05)).toBe("5.00%")
  })
})
