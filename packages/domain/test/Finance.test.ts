import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  amortizedPayment,
  calculatorPrice,
  DEFAULT_MIN_APR,
  FINANCE_TERMS,
  financeErrors,
  formatApr,
  monthlyPayment,
  percentOfRate,
  readFinancePrice,
  type FinanceInput
} from "../src/Finance.ts"

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

describe("readFinancePrice", () => {
  it("reads whole dollars between the bounds, grouped or not, and says what is wrong otherwise", () => {
    expect(readFinancePrice("25,000")).toEqual({ price: 25_000 })
    expect(readFinancePrice(5_000)).toEqual({ price: 5_000 })
    expect(readFinancePrice("$100,000")).toEqual({ price: 100_000 })
    expect(readFinancePrice("4999").error).toBe("$5,000 minimum")
    expect(readFinancePrice("100001").error).toBe("$100,000 maximum")
    for (const price of ["", "abc", "25000.50", "-25000", "2.5e4"]) expect(readFinancePrice(price).error).toBe("$5,000 minimum")
  })
})

describe("amortizedPayment", () => {
  it("repays the principal over the term at a fractional rate, rounded up", () => {
    expect(amortizedPayment(10_000, 0.12, 12)).toBe(889)
    expect(amortizedPayment(40_000, 0.0699, 84)).toBe(604)
    expect(amortizedPayment(12_000, 0, 12)).toBe(1_000)
  })

  it("is the calculator's payment for the same loan", () => {
    expect(amortizedPayment(20_000, 0.06, 60)).toBe(monthlyPayment(valid))
  })
})

describe("percentOfRate", () => {
  it("moves the decimal point of a fraction two places without rounding", () => {
    expect(percentOfRate("0.0699")).toBe("6.99")
    expect(percentOfRate(".0725")).toBe("7.25")
    expect(percentOfRate("0.07")).toBe("7")
    expect(percentOfRate("0.5")).toBe("50")
    expect(percentOfRate("0.06995")).toBe("6.995")
    expect(percentOfRate("1")).toBe("100")
  })

  it("leaves text that is not a plain decimal for the APR rule to refuse", () => {
    for (const rate of ["", ".", "-0.07", "7%", "1e-2"]) {
      expect(percentOfRate(rate)).toBe(rate)
      expect(financeErrors({ ...valid, apr: percentOfRate(rate) }).apr).toBe("Invalid APR")
    }
    expect(financeErrors({ ...valid, apr: percentOfRate("0.06995") }).apr).toBe("Invalid APR")
    expect(financeErrors({ ...valid, apr: percentOfRate("1") }).apr).toBe("Invalid APR")
  })
})

describe("calculatorPrice", () => {
  it("starts at the auction's price, held between $5,000 and $100,000", () => {
    expect(calculatorPrice(42_000)).toBe(42_000)
    expect(calculatorPrice(3_100)).toBe(5_000)
    expect(calculatorPrice(240_000)).toBe(100_000)
  })

  it("starts an auction without bids at a typical price", () => {
    expect(calculatorPrice(0)).toBe(25_000)
  })
})
