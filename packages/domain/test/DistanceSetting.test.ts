import { describe, expect, it } from "vitest"
import {
  CANADA,
  DEFAULT_DISTANCE_COUNTRY,
  DEFAULT_MAX_DISTANCE,
  distanceNoMatchMessage,
  distanceQuery,
  distanceSettingFromQuery,
  distanceSettingOf,
  MAX_DISTANCE_CHOICES,
  normalizeZip,
  parseMaxDistance,
  zipCodeError
} from "../src/DistanceSetting.ts"

describe("distance setting", () => {
  it("defaults to the US within 500 miles", () => {
    expect(DEFAULT_DISTANCE_COUNTRY).toBe("US")
    expect(DEFAULT_MAX_DISTANCE).toBe(500)
    expect(MAX_DISTANCE_CHOICES).toEqual([100, 150, 200, 500, 1000, 0])
  })

  it("strips whitespace and keeps 5 characters", () => {
    expect(normalizeZip(" 90 210 ")).toBe("90210")
    expect(normalizeZip("902101234")).toBe("90210")
    expect(normalizeZip("\t")).toBe("")
  })

  it("requires a zip in the US only", () => {
    expect(zipCodeError("US", "  ")).toBe("Please enter a zip code")
    expect(zipCodeError("US", "90210")).toBeNull()
    expect(zipCodeError("CA", "")).toBeNull()
  })

  it("takes only the spec's distances, as numbers or their digits", () => {
    expect(MAX_DISTANCE_CHOICES.map((miles) => parseMaxDistance(String(miles)))).toEqual([100, 150, 200, 500, 1000, 0])
    expect(parseMaxDistance(1000)).toBe(1000)
    for (const wrong of ["250", "0100", "-1", "1e3", "", "abc", 99, null, undefined]) expect(parseMaxDistance(wrong)).toBeNull()
  })
})

describe("the zip form's setting", () => {
  it("is a US zip and a distance, 500 miles unless chosen", () => {
    expect(distanceSettingOf({ country: "US", zip_code: " 972 01 ", max_distance: 100 })).toEqual({
      setting: { country: "US", zip_code: "97201", max_distance: 100 }
    })
    expect(distanceSettingOf({ country: "US", zip_code: "97201" })).toEqual({
      setting: { country: "US", zip_code: "97201", max_distance: 500 }
    })
    expect(distanceSettingOf({ country: "US", zip_code: "97201", max_distance: 0 })).toMatchObject({ setting: { max_distance: 0 } })
  })

  it("says what is wrong: a missing zip in the US, a distance not offered, an unknown country", () => {
    expect(distanceSettingOf({ country: "US", zip_code: "   " })).toEqual({ error: "Please enter a zip code" })
    expect(distanceSettingOf({ country: "US" })).toEqual({ error: "Please enter a zip code" })
    expect(distanceSettingOf({ country: "US", zip_code: "97201", max_distance: 300 })).toEqual({
      error: "max_distance must be 100, 150, 200, 500, 1000 or 0 (no limit)."
    })
    expect(distanceSettingOf({ country: "MX", zip_code: "97201" })).toEqual({ error: "country must be US or CA." })
  })

  it("needs no zip in Canada and keeps neither zip nor distance there", () => {
    expect(distanceSettingOf({ country: "CA" })).toEqual({ setting: CANADA })
    expect(distanceSettingOf({ country: "CA", zip_code: "M5V", max_distance: 300 })).toEqual({
      setting: { country: "CA", zip_code: null, max_distance: null }
    })
  })
})

describe("the distance sort's query", () => {
  it("carries country, zip_code and miles, and reads back the same setting", () => {
    const setting = { country: "US", zip_code: "97201", max_distance: 150 } as const
    expect(distanceQuery(setting)).toEqual({ country: "US", zip_code: "97201", miles: "150" })
    expect(distanceSettingFromQuery(distanceQuery(setting))).toEqual(setting)
    expect(distanceQuery(CANADA)).toEqual({ country: "CA" })
    expect(distanceSettingFromQuery(new URLSearchParams("country=CA&zip_code=90210"))).toEqual(CANADA)
  })

  it("falls back like every list parameter: the US by default, 500 miles for a distance not offered", () => {
    expect(distanceSettingFromQuery({ zip_code: "97201" })).toEqual({ country: "US", zip_code: "97201", max_distance: 500 })
    expect(distanceSettingFromQuery({ zip_code: "97201", miles: "42" })).toMatchObject({ max_distance: 500 })
  })

  it("carries no setting without a US zip or with an unknown country", () => {
    expect(distanceSettingFromQuery({})).toBeNull()
    expect(distanceSettingFromQuery({ country: "US", zip_code: "  " })).toBeNull()
    expect(distanceSettingFromQuery({ country: "MX", zip_code: "97201" })).toBeNull()
  })
})

describe("an empty distance list", () => {
  it("says the spec's words for the screen and country", () => {
    expect(distanceNoMatchMessage("home", "US")).toBe(
      "No auctions match. Please verify your zip code, widen your search distance, or start over."
    )
    expect(distanceNoMatchMessage("search", "US")).toBe(
      "No auctions match. Please verify your zip code and consider widening your search distance."
    )
    expect(distanceNoMatchMessage("home", "CA")).toBe("No auctions match. Please check back soon!")
  })
})
