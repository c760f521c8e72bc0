import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { orderYears, type ListFilters } from "../src/ListFilters.ts"
import {
  canonicalListSearch,
  changeListQuery,
  decodeListQuery,
  encodeListQuery,
  FILTERED_SCREENS,
  PAGED_SCREENS,
  type ListQuery
} from "../src/ListQuery.ts"
import { defaultSort, LIST_SCREENS, sortParamsOf, sortsFor, type ListScreen } from "../src/Sorts.ts"
import { BODY_STYLES, TRANSMISSIONS } from "../src/VehicleOptions.ts"

const now = new Date("2025-07-01T12:00:00Z")

const filtersArbitrary: fc.Arbitrary<ListFilters> = fc
  .record(
    {
      start_year: fc.integer({ min: 1901, max: 2026 }),
      end_year: fc.integer({ min: 1900, max: 2026 }),
      transmission: fc.constantFrom(...TRANSMISSIONS.map(({ value }) => value)),
      body_style: fc.constantFrom(...BODY_STYLES.map(({ value }) => value)),
      no_reserve: fc.constant(true as const)
    },
    { requiredKeys: [], noNullPrototype: true }
  )
  .map(orderYears)

function stateArbitrary<S extends ListScreen>(screen: S): fc.Arbitrary<ListQuery<S>> {
  const sorts = fc.record(
    Object.fromEntries(sortParamsOf(screen).map((param) => [param, fc.constantFrom(...sortsFor(screen, param).map(({ key }) => key))]))
  )
  const filters = FILTERED_SCREENS.includes(screen) ? filtersArbitrary : fc.constant({})
  const page = PAGED_SCREENS.includes(screen) ? fc.integer({ min: 1, max: 10_000 }) : fc.constant(1)
  return fc.tuple(sorts, filters, page).map(([s, f, p]) => ({ ...s, filters: f, page: p }) as ListQuery<S>)
}

/** Query strings mixing good, bad and unknown values of every parameter. */
const messyQuery = fc
  .array(
    fc.tuple(
      fc.constantFrom("sort", "lsort", "csort", "start_year", "end_year", "transmission", "body_style", "no_reserve", "page", "q"),
      fc.oneof(fc.integer({ min: -5, max: 2100 }).map(String), fc.constantFrom("manual", "coupe", "2.5", "", "x", "true"))
    ),
    { maxLength: 10 }
  )
  .map((entries) => new URLSearchParams(entries).toString())

describe("decodeListQuery", () => {
  it("reads sorts, filters and page", () => {
    expect(decodeListQuery("search", "?lsort=5&csort=10&start_year=1990&transmission=manual&page=3", now)).toEqual({
      lsort: 5,
      csort: 10,
      filters: { start_year: 1990, transmission: "manual" },
      page: 3
    })
    expect(decodeListQuery("past", new URLSearchParams("sort=9&page=2"), now)).toEqual({ sort: 9, filters: {}, page: 2 })
  })

  it("falls back to defaults for unknown values", () => {
    expect(decodeListQuery("home", "sort=10&page=2.5&body_style=boat", now)).toEqual({ sort: 1, filters: {}, page: 1 })
    expect(decodeListQuery("past", "page=-3", now)).toEqual({ sort: 1, filters: {}, page: 1 })
  })

  it("pages only past results and search, filters all but the watch list", () => {
    expect(decodeListQuery("home", "page=4", now).page).toBe(1)
    expect(decodeListQuery("featured", "page=4&sort=6&end_year=2000", now)).toEqual({
      sort: 6,
      filters: { end_year: 2000 },
      page: 1
    })
    expect(decodeListQuery("watch_list", "lsort=3&csort=8&start_year=1990&page=2", now)).toEqual({
      lsort: 3,
      csort: 8,
      filters: {},
      page: 1
    })
  })
})

describe("encodeListQuery", () => {
  it("leaves defaults out", () => {
    expect(encodeListQuery("home", { sort: 1, filters: {}, page: 1 })).toBe("")
    expect(encodeListQuery("search", { lsort: 1, csort: 1, filters: {}, page: 1 })).toBe("")
  })

  it("writes sorts, then filters, then page, in a fixed order", () => {
    const state = {
      sort: 9,
      filters: { body_style: "coupe", transmission: "manual", end_year: 2000, start_year: 1990 },
      page: 2
    } as const
    expect(encodeListQuery("past", state)).toBe("sort=9&start_year=1990&end_year=2000&transmission=manual&body_style=coupe&page=2")
    expect(encodeListQuery("search", { csort: 7, lsort: 6, filters: {}, page: 1 })).toBe("lsort=6&csort=7")
    expect(encodeListQuery("home", { sort: 4, filters: { no_reserve: true, transmission: "manual" }, page: 1 })).toBe(
      "sort=4&transmission=manual&no_reserve=true"
    )
  })

  it("decodes back to the same state for every valid state", () => {
    for (const screen of LIST_SCREENS) {
      fc.assert(
        fc.property(stateArbitrary(screen), (state) => {
          expect(decodeListQuery(screen, encodeListQuery(screen, state), now)).toStrictEqual(state)
        })
      )
    }
  })

  it("never emits a default or an empty value", () => {
    for (const screen of LIST_SCREENS) {
      fc.assert(
        fc.property(stateArbitrary(screen), (state) => {
          const params = new URLSearchParams(encodeListQuery(screen, state))
          for (const param of sortParamsOf(screen)) {
            expect(params.get(String(param))).not.toBe(String(defaultSort(screen, param)))
          }
          expect(params.get("page")).not.toBe("1")
          for (const value of params.values()) expect(value).not.toBe("")
        })
      )
    }
  })

  it("gives one URL per meaning: decoding any query and encoding it again is stable", () => {
    for (const screen of LIST_SCREENS) {
      fc.assert(
        fc.property(messyQuery, (query) => {
          const once = encodeListQuery(screen, decodeListQuery(screen, query, now))
          expect(encodeListQuery(screen, decodeListQuery(screen, once, now))).toBe(once)
        })
      )
    }
  })
})

describe("canonicalListSearch", () => {
  it("drops defaults and invalid values", () => {
    expect(canonicalListSearch("past", "page=1", now)).toBe("")
    expect(canonicalListSearch("home", "sort=99&transmission=foo", now)).toBe("")
    expect(canonicalListSearch("home", "sort=1&no_reserve=false&start_year=1900", now)).toBe("")
    expect(canonicalListSearch("home", "page=3&lsort=6", now)).toBe("")
  })

  it("keeps valid values, in the codec's order", () => {
    expect(canonicalListSearch("home", "no_reserve=true&transmission=manual&sort=7", now)).toBe(
      "sort=7&transmission=manual&no_reserve=true"
    )
    expect(canonicalListSearch("past", "page=2&sort=1", now)).toBe("page=2")
  })

  it("carries along what is not the list's, as it came", () => {
    expect(canonicalListSearch("home", "utm_source=mail&sort=99&gclid=abc&sort=6", now)).toBe("utm_source=mail&gclid=abc")
    expect(canonicalListSearch("past", "ref=home&page=1&sort=9", now)).toBe("sort=9&ref=home")
  })

  it("is stable: the canonical query is its own canonical query", () => {
    const anyQuery = fc.oneof(messyQuery, fc.webQueryParameters())
    for (const screen of LIST_SCREENS) {
      fc.assert(
        fc.property(anyQuery, (query) => {
          const once = canonicalListSearch(screen, query, now)
          expect(canonicalListSearch(screen, once, now)).toBe(once)
        })
      )
    }
  })
})

describe("changeListQuery", () => {
  const onPage4: ListQuery<"search"> = { lsort: 1, csort: 1, filters: { start_year: 1990, end_year: 2000 }, page: 4 }

  it("resets to page 1 when a sort changes", () => {
    expect(changeListQuery(onPage4, { csort: 9 })).toEqual({ ...onPage4, csort: 9, page: 1 })
  })

  it("resets to page 1 when a filter changes or is cleared", () => {
    expect(changeListQuery(onPage4, { filters: { transmission: "manual" } })).toEqual({
      ...onPage4,
      filters: { start_year: 1990, end_year: 2000, transmission: "manual" },
      page: 1
    })
    expect(changeListQuery(onPage4, { filters: { end_year: undefined } })).toEqual({
      ...onPage4,
      filters: { start_year: 1990 },
      page: 1
    })
  })

  it("resets even when a page comes with the filter change", () => {
    expect(changeListQuery(onPage4, { filters: { transmission: "manual" }, page: 7 }).page).toBe(1)
  })

  it("keeps the page when the choice is the one already made", () => {
    expect(changeListQuery(onPage4, { lsort: 1 })).toEqual(onPage4)
    expect(changeListQuery(onPage4, { filters: { start_year: 1990 } })).toEqual(onPage4)
  })

  it("moves the page alone", () => {
    expect(changeListQuery(onPage4, { page: 5 })).toEqual({ ...onPage4, page: 5 })
    expect(changeListQuery(onPage4, { page: 0 })).toEqual({ ...onPage4, page: 1 })
  })

  it("drops an end year that a new start year passes", () => {
    expect(changeListQuery(onPage4, { filters: { start_year: 2005 } }).filters).toEqual({ start_year: 2005 })
  })

  it("lands on page 1 after any real change of sort or filter", () => {
    fc.assert(
      fc.property(stateArbitrary("search"), filtersArbitrary, fc.constantFrom(1, 6, 4, 7, 5), (state, filters, lsort) => {
        const next = changeListQuery(state, { lsort, filters })
        const changed = next.lsort !== state.lsort || JSON.stringify(next.filters) !== JSON.stringify(state.filters)
        return changed ? next.page === 1 : next.page === state.page
      })
    )
  })
})
