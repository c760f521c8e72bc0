import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isAuctionSeller, watchedAs } from "../src/Watch.ts"

describe("watchedAs", () => {
  it("flips watching and moves the count by one with it", () => {
    expect(watchedAs({ watching: false, watchers: 12 }, true)).toEqual({ watching: true, watchers: 13 })
    expect(watchedAs({ watching: true, watchers: 13 }, false)).toEqual({ watching: false, watchers: 12 })
  })

  it("changes nothing when asked for what already is", () => {
    const watched = { watching: true, watchers: 4 }
    expect(watchedAs(watched, true)).toBe(watched)
    const unwatched = { watching: false, watchers: 4 }
    expect(watchedAs(unwatched, false)).toBe(unwatched)
  })

  it("keeps the other fields of what it is given", () => {
    expect(watchedAs({ id: 7, title: "911", watching: false, watchers: 0 }, true)).toEqual({
      id: 7,
      title: "911",
      watching: true,
      watchers: 1
    })
  })

  it("comes back to where it started after watching and unwatching", () => {
    const consistent = fc
      .tuple(fc.boolean(), fc.nat(10_000))
      .map(([watching, others]) => ({ watching, watchers: others + (watching ? 1 : 0) }))
    fc.assert(
      fc.property(consistent, (state) => {
        expect(watchedAs(watchedAs(state, !state.watching), state.watching)).toEqual(state)
      })
    )
  })

  it("never counts below zero, even from a count that lags behind", () => {
    expect(watchedAs({ watching: true, watchers: 0 }, false)).toEqual({ watching: false, watchers: 0 })
  })
})

describe("isAuctionSeller", () => {
  it("matches the seller's username whatever its case", () => {
    expect(isAuctionSeller("Flat6Fan", "flat6fan")).toBe(true)
    expect(isAuctionSeller("flat6fan", "flat6fan")).toBe(true)
    expect(isAuctionSeller("flat6fan_2", "flat6fan")).toBe(false)
  })
})
