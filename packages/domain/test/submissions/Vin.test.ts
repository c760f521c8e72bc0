import { describe, expect, it } from "vitest"
import { normalizeVin, readVin, vinCheckDigit, vinMakeSlug, vinModelYear, vinModelYears } from "../../src/submissions/Vin.ts"

// VINs with right check digits: a 2003 Porsche 911 (Germany), a 1995 Honda Accord and a 2015 Ford Mustang (US).
const PORSCHE = "WP0AA29903S620001"
const ACCORD = "1HGCD5637SA014296"
const MUSTANG = "1FA6P8TH0F5300001"

describe("vinCheckDigit", () => {
  it("weighs and transliterates each character as ISO 3779 does, 10 written X", () => {
    expect(vinCheckDigit("11111111111111111")).toBe("1")
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X")
    expect(vinCheckDigit(ACCORD)).toBe(ACCORD[8])
  })
})

describe("readVin", () => {
  it("takes a North American VIN with its check digit, and decodes its year and make", () => {
    expect(readVin(ACCORD, 1995, 2027)).toEqual({ vin: ACCORD, problem: null, check_digit_warning: false, year: 1995, make_slug: "honda" })
  })

  it("refuses a North American VIN whose check digit doesn't match: a mistyped character", () => {
    expect(readVin("1HGCD5635SA014296", 1995, 2027).problem).toBe("check_digit")
  })

  it("takes a VIN made elsewhere with a wrong check digit, with a warning", () => {
    const reading = readVin("WP0AA29983S620001", 2003, 2027)
    expect(reading.problem).toBeNull()
    expect(reading.check_digit_warning).toBe(true)
    expect(reading.make_slug).toBe("porsche")
  })

  it("upper-cases and drops spaces and dashes", () => {
    expect(normalizeVin(" 1hgcd5637-sa014296 ")).toBe(ACCORD)
    expect(readVin("1hgcd5637 sa014296", null, 2027).problem).toBeNull()
  })

  it("refuses I, O and Q, other characters, and a wrong length from 1981 on", () => {
    expect(readVin("1HGCD5637SA01429O", 1995, 2027).problem).toBe("characters")
    expect(readVin("1HGCD5637SA0142!6", 1995, 2027).problem).toBe("characters")
    expect(readVin("1HGCD5634SA0142", 1995, 2027).problem).toBe("length")
    expect(readVin("1HGCD5634SA0142", null, 2027).problem).toBe("length")
    expect(readVin("", 1995, 2027).problem).toBe("missing")
  })

  it("takes a pre-1981 chassis number of any length up to 17, letters and digits", () => {
    expect(readVin("306123", 1966, 2027)).toMatchObject({ problem: null, year: null, make_slug: null })
    expect(readVin("3061 23", 1966, 2027).problem).toBeNull()
    expect(readVin("306#23", 1966, 2027).problem).toBe("characters")
  })
})

describe("the model year (position 10)", () => {
  it("can mean two years, 30 apart", () => {
    expect(vinModelYears(ACCORD)).toEqual([1995, 2025])
    expect(vinModelYears("1HGCD5637UA014296")).toBeNull()
  })

  it("is settled by position 7 for North America: a letter from 2010", () => {
    expect(vinModelYear(ACCORD, 2027)).toBe(1995)
    expect(vinModelYear(MUSTANG, 2027)).toBe(2015)
  })

  it("is the latest not after next year elsewhere", () => {
    expect(vinModelYear(PORSCHE, 2027)).toBe(2003)
    expect(vinModelYear("WP0AA2999SS620001", 2027)).toBe(2025)
    expect(vinModelYear("WP0AA2999SS620001", 2020)).toBe(1995)
  })
})

describe("the make (WMI)", () => {
  it("is our table's, for the catalogue's makes", () => {
    expect(vinMakeSlug(PORSCHE)).toBe("porsche")
    expect(vinMakeSlug(MUSTANG)).toBe("ford")
    expect(vinMakeSlug("ZZZAA29993S620001")).toBeNull()
  })
})
