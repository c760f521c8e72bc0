import { describe, expect, it } from "vitest"
import { mileageText } from "../src/index.ts"

describe("mileageText", () => {
  it("shows TMU when the mileage is unknown", () => {
    expect(mileageText(null)).toBe("TMU")
  })

  it("groups thousands", () => {
    expect(mileageText(0)).toBe("0 Miles")
    expect(mileageText(41000)).toBe("41,000 Miles")
    expect(mileageText(1234567)).toBe("1,234,567 Miles")
  })
})
