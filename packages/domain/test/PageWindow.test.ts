import { describe, expect, it } from "vitest"
import { PAGE_WINDOW_SIZES, pageWindow } from "../src/PageWindow.ts"

describe("pageWindow", () => {
  it("shows every page when they fit", () => {
    expect(pageWindow(1, 1, 5)).toEqual([1])
    expect(pageWindow(3, 5, 5)).toEqual([1, 2, 3, 4, 5])
    expect(pageWindow(2, 3, 8)).toEqual([1, 2, 3])
    expect(pageWindow(1, 0, 5)).toEqual([])
  })

  it("keeps the first and last page and centres the rest on the current one", () => {
    expect(pageWindow(10, 20, 5)).toEqual([1, 9, 10, 11, 20])
    expect(pageWindow(10, 20, 6)).toEqual([1, 9, 10, 11, 12, 20])
    expect(pageWindow(10, 20, 8)).toEqual([1, 8, 9, 10, 11, 12, 13, 20])
  })

  it("holds the run against the start and the end so the count stays the window's size", () => {
    expect(pageWindow(1, 20, 5)).toEqual([1, 2, 3, 4, 20])
    expect(pageWindow(2, 20, 5)).toEqual([1, 2, 3, 4, 20])
    expect(pageWindow(20, 20, 5)).toEqual([1, 17, 18, 19, 20])
    expect(pageWindow(19, 20, 8)).toEqual([1, 14, 15, 16, 17, 18, 19, 20])
    expect(pageWindow(6, 6, 5)).toEqual([1, 3, 4, 5, 6])
  })

  it("always includes the current page", () => {
    for (const size of Object.values(PAGE_WINDOW_SIZES)) {
      for (let page = 1; page <= 30; page++) {
        const shown = pageWindow(page, 30, size)
        expect(shown).toContain(page)
        expect(shown).toHaveLength(size)
      }
    }
  })

  it("is 5 pages on extra-small screens, 6 on phones and 8 elsewhere", () => {
    expect(PAGE_WINDOW_SIZES).toEqual({ extraSmall: 5, mobile: 6, other: 8 })
  })
})
