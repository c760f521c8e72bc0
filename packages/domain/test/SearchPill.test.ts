import { describe, expect, it } from "vitest"
import { searchPillOf } from "../src/SearchPill.ts"

describe("searchPillOf", () => {
  it("is the search alone without filters", () => {
    expect(searchPillOf("porsche 911", {})).toEqual(["porsche 911"])
  })

  it("adds the years, transmission and body style in words, leaving no reserve out", () => {
    expect(
      searchPillOf("Porsche 911", {
        start_year: 1990,
        end_year: 1999,
        transmission: "manual",
        body_style: "suv-crossover",
        no_reserve: true
      })
    ).toEqual(["Porsche 911", "1990–1999", "Manual", "SUV/Crossover"])
  })

  it("says an open year range in words", () => {
    expect(searchPillOf("BMW", { start_year: 1990 })).toEqual(["BMW", "1990 and newer"])
    expect(searchPillOf("BMW", { end_year: 1999 })).toEqual(["BMW", "Up to 1999"])
    expect(searchPillOf("BMW", { start_year: 1995, end_year: 1995 })).toEqual(["BMW", "1995"])
  })
})
