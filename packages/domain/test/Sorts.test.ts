import { describe, expect, it } from "vitest"
import { defaultSort, ENDED_SORTS, LIVE_SORTS, parseSort, sortParamsOf, sortsFor, WATCHLIST_LIVE_SORTS } from "../src/Sorts.ts"

const keys = (list: ReadonlyArray<{ key: number }>) => list.map(({ key }) => key)

describe("sort lists", () => {
  it("carry the spec's keys and labels, default first", () => {
    expect(LIVE_SORTS.map(({ key, label }) => `${key} ${label}`)).toEqual([
      "1 Ending soon",
      "6 Newly listed",
      "4 No reserve",
      "7 Lowest mileage",
      "5 Closest to me"
    ])
    expect(keys(WATCHLIST_LIVE_SORTS)).toEqual([1, 2, 3, 4])
    expect(WATCHLIST_LIVE_SORTS.map(({ label }) => label)).toEqual(["Ending soon", "Newest cars", "Oldest cars", "No reserve"])
    expect(ENDED_SORTS.map(({ key, label }) => `${key} ${label}`)).toEqual([
      "1 Recently ended",
      "7 Lowest mileage",
      "8 Highest mileage",
      "9 Lowest price",
      "10 Highest price"
    ])
  })
})

describe("sortsFor", () => {
  it("gives each screen its lists", () => {
    expect(sortsFor("home", "sort")).toBe(LIVE_SORTS)
    expect(sortsFor("featured", "sort")).toBe(LIVE_SORTS)
    expect(sortsFor("past", "sort")).toBe(ENDED_SORTS)
    expect(sortsFor("search", "lsort")).toBe(LIVE_SORTS)
    expect(sortsFor("search", "csort")).toBe(ENDED_SORTS)
    expect(sortsFor("watch_list", "lsort")).toBe(WATCHLIST_LIVE_SORTS)
    expect(sortsFor("watch_list", "csort")).toBe(ENDED_SORTS)
    expect(sortParamsOf("search")).toEqual(["lsort", "csort"])
    expect(sortParamsOf("past")).toEqual(["sort"])
  })

  it("defaults to Ending soon and Recently ended", () => {
    expect(defaultSort("home", "sort")).toBe(1)
    expect(defaultSort("past", "sort")).toBe(1)
    expect(defaultSort("watch_list", "lsort")).toBe(1)
  })
})

describe("parseSort", () => {
  it("accepts only a key of the screen's own list", () => {
    expect(parseSort("home", "sort", "6")).toBe(6)
    expect(parseSort("home", "sort", "10")).toBe(1)
    expect(parseSort("past", "sort", "10")).toBe(10)
    expect(parseSort("past", "sort", "6")).toBe(1)
    expect(parseSort("search", "lsort", "5")).toBe(5)
    expect(parseSort("search", "csort", "5")).toBe(1)
    expect(parseSort("watch_list", "lsort", "2")).toBe(2)
    expect(parseSort("watch_list", "lsort", "6")).toBe(1)
    expect(parseSort("home", "sort", "2")).toBe(1)
  })

  it("falls back to the default for anything malformed", () => {
    for (const raw of [null, undefined, "", "06", "6.0", " 6", "abc", "-6"]) expect(parseSort("home", "sort", raw)).toBe(1)
  })
})
