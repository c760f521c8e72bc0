import { describe, expect, it } from "vitest"
import { cardEntryProblems, expiryAsTyped, expiryOf, isCardNumber } from "../src/CardEntry.ts"

const NOW = new Date("2026-11-27T12:00:00Z")
const GOOD = { number: "4242 4242 4242 4242", expiry: "12/29", cvc: "123" }

describe("the expiry as it is typed", () => {
  it("reads '12/29' by the time '1229' is typed", () => {
    expect(["1", "12", "122", "1229"].map(expiryAsTyped)).toEqual(["1", "12", "12/2", "12/29"])
  })

  it("gives a month typed before a slash its zero", () => {
    expect(expiryAsTyped("1/")).toBe("01/")
    expect(expiryAsTyped("1/29")).toBe("01/29")
  })

  it("lets the slash be deleted, and the digits before it", () => {
    expect(expiryAsTyped("12")).toBe("12")
    expect(expiryAsTyped("/29")).toBe("29")
  })

  it("keeps a filled-in four-digit year's last two digits, and no more than four digits", () => {
    expect(expiryAsTyped("12/2029")).toBe("12/29")
    expect(expiryAsTyped("122934")).toBe("12/29")
    expect(expiryAsTyped("12/291")).toBe("12/29")
    expect(expiryAsTyped("ab12cd29")).toBe("12/29")
  })
})

describe("an expiry", () => {
  it("is a month from 1 to 12 and a year of this century", () => {
    expect(expiryOf("12/29")).toEqual({ month: 12, year: 2029 })
    expect(expiryOf("01/30")).toEqual({ month: 1, year: 2030 })
    for (const wrong of ["13/29", "00/29", "1/29", "12/2", "1229", ""]) expect(expiryOf(wrong)).toBeNull()
  })
})

describe("a card number", () => {
  it("is 13 to 19 digits with a right check digit, spaces and dashes aside", () => {
    expect(isCardNumber("4242 4242 4242 4242")).toBe(true)
    expect(isCardNumber("4242-4242-4242-4242")).toBe(true)
    expect(isCardNumber("4242 4242 4242 4241")).toBe(false)
    expect(isCardNumber("4242")).toBe(false)
    expect(isCardNumber("4242 4242 4242 424a")).toBe(false)
  })
})

describe("what is wrong with a card entered", () => {
  it("is nothing for a good card", () => {
    expect(cardEntryProblems(GOOD, NOW)).toEqual({})
  })

  it("names the field each mistake is in, and only that field", () => {
    expect(cardEntryProblems({ ...GOOD, number: "4242 4242 4242 4241" }, NOW)).toEqual({ number: "Please check the card number." })
    expect(cardEntryProblems({ ...GOOD, expiry: "13/29" }, NOW)).toEqual({ expiry: "Please enter the expiry as MM/YY." })
    expect(cardEntryProblems({ ...GOOD, cvc: "12" }, NOW)).toEqual({ cvc: "Please enter the 3 or 4 digit security code." })
  })

  it("takes a card through the last day of its expiry month", () => {
    expect(cardEntryProblems({ ...GOOD, expiry: "11/26" }, NOW)).toEqual({})
    expect(cardEntryProblems({ ...GOOD, expiry: "10/26" }, NOW)).toEqual({ expiry: "This card has expired." })
  })
})
