import { describe, expect, it } from "vitest"
import { amortizedPayment } from "../src/Finance.ts"
import { financeQuote, financingOffered, termInYears } from "../src/FinanceQuote.ts"

const offered = [
  { months: 84, rate: 0.0799 },
  { months: 36, rate: 0.0699 },
  { months: 60, rate: 0.0724 },
  { months: 48, rate: 0.0699 },
  { months: 72, rate: 0.0749 }
]

describe("financeQuote", () => {
  it("lists the rates shortest term first, each with its payment on the whole price", () => {
    const quote = financeQuote(40_000, offered, true)!
    expect(quote.rates.map((rate) => rate.months)).toEqual([36, 48, 60, 72, 84])
    expect(quote.rates[0]).toMatchObject({ months: 36, rate: 0.0699, payment: amortizedPayment(40_000, 0.0699, 36) })
    expect(quote).toMatchObject({ minRate: 0.0699, maxRate: 0.0799, dealer: true })
  })

  it("flags every lowest rate and the lowest payment", () => {
    const quote = financeQuote(40_000, offered, false)!
    expect(quote.rates.filter((rate) => rate.lowestRate).map((rate) => rate.months)).toEqual([36, 48])
    expect(quote.rates.filter((rate) => rate.lowestPayment).map((rate) => rate.months)).toEqual([84])
  })

  it("states the longest term's lowest rate as the example, with the lowest payment of any term", () => {
    const quote = financeQuote(40_000, [...offered, { months: 84, rate: 0.0789 }], false)!
    expect(quote.disclosure).toEqual({
      price: 40_000,
      minimumPayment: Math.min(...quote.rates.map((rate) => rate.payment)),
      rate: 0.0789,
      term: 84,
      payment: amortizedPayment(40_000, 0.0789, 84),
      dealer: false
    })
  })

  it("has nothing to quote without rates", () => {
    expect(financeQuote(40_000, [], false)).toBeNull()
  })
})

describe("termInYears", () => {
  it("says the term in years", () => {
    expect(termInYears(84)).toBe("7 years")
    expect(termInYears(30)).toBe("2.5 years")
    expect(termInYears(12)).toBe("1 year")
  })
})

describe("financingOffered", () => {
  it("offers financing for cars until the auction expires", () => {
    expect(financingOffered({ isTicketPackage: false, expired: false, viewerWon: false })).toBe(true)
    expect(financingOffered({ isTicketPackage: false, expired: true, viewerWon: false })).toBe(false)
  })

  it("keeps offering it to the winner", () => {
    expect(financingOffered({ isTicketPackage: false, expired: true, viewerWon: true })).toBe(true)
  })

  it("never offers it for a ticket package", () => {
    expect(financingOffered({ isTicketPackage: true, expired: false, viewerWon: false })).toBe(false)
    expect(financingOffered({ isTicketPackage: true, expired: true, viewerWon: true })).toBe(false)
  })
})
