import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isId, MAX_ID, parseId } from "../src/Id.ts"

describe("parseId", () => {
  it("reads positive whole numbers up to Postgres' integer limit", () => {
    expect(parseId("1")).toBe(1)
    expect(parseId("26")).toBe(26)
    expect(parseId("2147483647")).toBe(MAX_ID)
    expect(MAX_ID).toBe(2 ** 31 - 1)
  })

  it("names nothing past the limit, however large", () => {
    expect(parseId("2147483648")).toBeUndefined()
    expect(parseId("9007199254740993")).toBeUndefined()
    expect(parseId("99999999999999999999")).toBeUndefined()
    expect(parseId("1".repeat(400))).toBeUndefined()
  })

  it("takes decimal digits only: no zero, sign, hex, exponent, fraction, spaces or leading zeros", () => {
    for (const text of [
      "",
      "0",
      "-1",
      "+7",
      "0x1A",
      "0X1a",
      "1e3",
      "1E3",
      "2.0",
      "2.",
      " 7",
      "7 ",
      "007",
      "0b11",
      "0o7",
      "1_000",
      "٣",
      "Infinity",
      "NaN"
    ]) {
      expect(parseId(text), text).toBeUndefined()
    }
  })

  it("reads back every id as it is written", () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: MAX_ID }), (id) => parseId(String(id)) === id))
  })

  it("never answers anything but an id", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const id = parseId(text)
        return id === undefined || (isId(id) && String(id) === text)
      })
    )
  })
})

describe("isId", () => {
  it("holds for whole numbers from 1 to the limit, and nothing else", () => {
    expect(isId(1)).toBe(true)
    expect(isId(MAX_ID)).toBe(true)
    for (const value of [0, -1, MAX_ID + 1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53 + 2, "7", null, undefined]) {
      expect(isId(value), String(value)).toBe(false)
    }
  })
})
