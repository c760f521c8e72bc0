import { describe, expect, it } from "vitest"
import { scrollEdges } from "./useScrollEdges.ts"

describe("a row's scroll edges", () => {
  it("hide nothing when everything fits", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 300, clientWidth: 300 })).toEqual({ before: false, after: false })
  })

  it("hide more past the end at the start, on both sides midway, before the start at the end", () => {
    expect(scrollEdges({ scrollLeft: 0, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: false, after: true })
    expect(scrollEdges({ scrollLeft: 100, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: true, after: true })
    expect(scrollEdges({ scrollLeft: 200, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: true, after: false })
  })

  it("count a pixel of rounding as no scroll", () => {
    expect(scrollEdges({ scrollLeft: 199.5, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: true, after: false })
    expect(scrollEdges({ scrollLeft: 0.5, scrollWidth: 500, clientWidth: 300 })).toEqual({ before: false, after: true })
  })
})
