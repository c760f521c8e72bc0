import { describe, expect, it } from "vitest"
import { DEFAULT_DISTANCE_COUNTRY, DEFAULT_MAX_DISTANCE, MAX_DISTANCE_CHOICES, normalizeZip, zipCodeError } from "../src/DistanceSetting.ts"

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
})
