import { describe, expect, it } from "vitest"
import { PAGE_SIZES, pageOffset, parsePage } from "../src/Paging.ts"

describe("parsePage", () => {
  it("keeps only integers above 1", () => {
    expect(parsePage("2")).toBe(2)
    expect(parsePage("17")).toBe(17)
    expect(parsePage("1")).toBe(1)
    expect(parsePage("0")).toBe(1)
    expect(parsePage("2.5")).toBe(1)
    expect(parsePage("-3")).toBe(1)
    expect(parsePage("abc")).toBe(1)
    expect(parsePage("99999999999999999999")).toBe(1)
    expect(parsePage(null)).toBe(1)
    expect(parsePage(undefined)).toBe(1)
  })
})

describe("pageOffset", () => {
  it("is (page - 1) × limit", () => {
    expect(pageOffset(1, PAGE_SIZES.pastResults)).toBe(0)
    expect(pageOffset(3, PAGE_SIZES.pastResults)).toBe(100)
    expect(pageOffset(2, PAGE_SIZES.searchClosed)).toBe(30)
  })
})

describe("PAGE_SIZES", () => {
  it("holds the spec's sizes", () => {
    expect(PAGE_SIZES.pastResults).toBe(50)
    expect(PAGE_SIZES.searchClosed).toBe(30)
    expect(PAGE_SIZES.sidebar).toBe(10)
    expect(PAGE_SIZES.userSearchFirst).toBe(10)
    expect(PAGE_SIZES.userSearchNext).toBe(20)
    expect(PAGE_SIZES.popularCommunitiesOnSearch).toBe(12)
    expect(PAGE_SIZES.events).toBe(12)
    expect(PAGE_SIZES.follows).toBe(25)
  })
})
