import { describe, expect, it } from "vitest"
import { isContiguousState, isUsStateCode, US_STATES } from "../src/index.ts"

describe("US states", () => {
  it("lists the 50 states and DC once each", () => {
    const codes = US_STATES.map((state) => state.code)
    expect(codes).toHaveLength(51)
    expect(new Set(codes).size).toBe(51)
    expect(isUsStateCode("DC")).toBe(true)
    expect(isUsStateCode("PR")).toBe(false)
  })

  it("counts the contiguous 48 and DC as contiguous", () => {
    const contiguous = US_STATES.filter((state) => isContiguousState(state.code))
    expect(contiguous).toHaveLength(49)
    expect(isContiguousState("AK")).toBe(false)
    expect(isContiguousState("HI")).toBe(false)
    expect(isContiguousState("GU")).toBe(false)
  })
})
