import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CARD_IMAGE, IMAGE_QUALITIES, IMAGE_WIDTHS, imageQualityFor, imageWidthFor } from "../src/Images.ts"

describe("imageWidthFor", () => {
  it("holds every width the spec names", () => {
    expect(IMAGE_WIDTHS).toEqual([30, 80, 122, 228, 246, 252, 271, 356, 384, 900, 1040, 1200, 1315, 2080])
    for (const width of IMAGE_WIDTHS) expect(imageWidthFor(width)).toBe(width)
  })

  it("picks the smallest width that fills the request", () => {
    expect(imageWidthFor(0)).toBe(30)
    expect(imageWidthFor(31)).toBe(80)
    expect(imageWidthFor(385)).toBe(900)
    expect(imageWidthFor(2079)).toBe(2080)
  })

  it("caps at 2080 and gives 2080 for nonsense", () => {
    expect(imageWidthFor(2081)).toBe(2080)
    expect(imageWidthFor(10_000)).toBe(2080)
    expect(imageWidthFor(Number.NaN)).toBe(2080)
  })

  it("never serves less than was asked for, up to the cap", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 5000 }), (w) => imageWidthFor(w) >= Math.min(w, 2080)))
  })
})

describe("imageQualityFor", () => {
  it("snaps to 70 or 80, default 70", () => {
    expect(IMAGE_QUALITIES).toEqual([70, 80])
    expect(imageQualityFor(undefined)).toBe(70)
    expect(imageQualityFor(null)).toBe(70)
    expect(imageQualityFor(Number.NaN)).toBe(70)
    expect(imageQualityFor(10)).toBe(70)
    expect(imageQualityFor(74)).toBe(70)
    expect(imageQualityFor(75)).toBe(70)
    expect(imageQualityFor(76)).toBe(80)
    expect(imageQualityFor(100)).toBe(80)
  })

  it("uses 384 at quality 70 for cards", () => {
    expect(CARD_IMAGE).toEqual({ width: 384, quality: 70 })
  })
})
