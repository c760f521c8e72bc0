import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { endYearChoices, orderYears, parseFilters, startYearChoices, yearBounds } from "../src/ListFilters.ts"
import { BODY_STYLES, TRANSMISSIONS } from "../src/VehicleOptions.ts"

const now = new Date("2025-07-01T12:00:00Z")
const filters = (query: string) => parseFilters(new URLSearchParams(query), now)

describe("yearBounds", () => {
  it("runs from 1900 to next year", () => {
    expect(yearBounds(now)).toEqual({ min: 1900, max: 2026 })
    expect(yearBounds(new Date("2030-12-31T23:59:59Z"))).toEqual({ min: 1900, max: 2031 })
  })
})

describe("parseFilters", () => {
  it("keeps valid values", () => {
    expect(filters("start_year=1965&end_year=1975&transmission=manual&body_style=coupe")).toEqual({
      start_year: 1965,
      end_year: 1975,
      transmission: "manual",
      body_style: "coupe"
    })
  })

  it("holds the start year above the minimum and within next year", () => {
    expect(filters("start_year=1900")).toEqual({})
    expect(filters("start_year=1901")).toEqual({ start_year: 1901 })
    expect(filters("start_year=2026")).toEqual({ start_year: 2026 })
    expect(filters("start_year=2027")).toEqual({})
    expect(filters("start_year=1899")).toEqual({})
  })

  it("holds the end year between the minimum and next year", () => {
    expect(filters("end_year=1899")).toEqual({})
    expect(filters("end_year=1900")).toEqual({ end_year: 1900 })
    expect(filters("end_year=2026")).toEqual({ end_year: 2026 })
    expect(filters("end_year=2027")).toEqual({})
  })

  it("drops an end year below the start year, keeps an equal one", () => {
    expect(filters("start_year=1990&end_year=1989")).toEqual({ start_year: 1990 })
    expect(filters("start_year=1990&end_year=1990")).toEqual({ start_year: 1990, end_year: 1990 })
  })

  it("keeps an end year alone, dropping an unusable start year beside it", () => {
    expect(filters("end_year=1990")).toEqual({ end_year: 1990 })
    expect(filters("start_year=abc&end_year=1990")).toEqual({ end_year: 1990 })
    expect(filters("start_year=3000&end_year=1990")).toEqual({ end_year: 1990 })
  })

  it("accepts only whole-number years", () => {
    for (const raw of ["1990.5", "-1990", "1990a", "", " 1990", "1e3"]) expect(filters(`start_year=${raw}`)).toEqual({})
  })

  it("accepts only known transmissions and body styles", () => {
    expect(filters("transmission=Manual")).toEqual({})
    expect(filters("transmission=cvt&body_style=limo")).toEqual({})
    for (const { value } of TRANSMISSIONS) expect(filters(`transmission=${value}`)).toEqual({ transmission: value })
    for (const { value } of BODY_STYLES) expect(filters(`body_style=${value}`)).toEqual({ body_style: value })
  })

  it("narrows to no-reserve auctions only when asked with true", () => {
    expect(filters("no_reserve=true")).toEqual({ no_reserve: true })
    for (const raw of ["false", "1", "TRUE", "", "yes"]) expect(filters(`no_reserve=${raw}`)).toEqual({})
  })

  it("reads a record of strings as the server decodes it", () => {
    expect(parseFilters({ start_year: "1980", body_style: "wagon", end_year: undefined }, now)).toEqual({
      start_year: 1980,
      body_style: "wagon"
    })
  })

  it("always yields years within bounds and in order", () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1800, max: 2100 }).map(String)), fc.option(fc.string()), (start, end) => {
        const params: Record<string, string | null> = { start_year: start, end_year: end }
        const { start_year, end_year } = parseFilters(params, now)
        return (
          (start_year === undefined || (start_year > 1900 && start_year <= 2026)) &&
          (end_year === undefined || (end_year >= (start_year ?? 1900) && end_year <= 2026))
        )
      })
    )
  })
})

describe("orderYears", () => {
  it("drops an end year below the start year", () => {
    expect(orderYears({ start_year: 2000, end_year: 1999, transmission: "manual" })).toEqual({
      start_year: 2000,
      transmission: "manual"
    })
    expect(orderYears({ start_year: 2000, end_year: 2000 })).toEqual({ start_year: 2000, end_year: 2000 })
    expect(orderYears({ end_year: 1950 })).toEqual({ end_year: 1950 })
  })
})

describe("year choices", () => {
  it("offer exactly the years the URL keeps", () => {
    const starts = startYearChoices(now)
    expect(starts[0]).toBe(2026)
    expect(starts.at(-1)).toBe(1901)
    expect(endYearChoices(now, undefined).at(-1)).toBe(1900)
    expect(endYearChoices(now, 1990)).toEqual(Array.from({ length: 37 }, (_, i) => 2026 - i))
    for (const year of starts) expect(filters(`start_year=${year}`)).toEqual({ start_year: year })
    for (const year of endYearChoices(now, 1990)) {
      expect(filters(`start_year=1990&end_year=${year}`)).toEqual({ start_year: 1990, end_year: year })
    }
  })
})
