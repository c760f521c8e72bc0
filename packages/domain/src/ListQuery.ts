import { compactFilters, FILTER_PARAMS, orderYears, parseFilters, sameFilters, type ListFilters } from "./ListFilters.ts"
import { parsePage } from "./Paging.ts"
import { queryParam, type QueryParams } from "./QueryParams.ts"
import { defaultSort, LIST_SCREENS, parseSort, sortParamsOf, type ListScreen, type SortParam } from "./Sorts.ts"

/** Screens with numbered pages (spec 1 §2); the others are one list, or a cursor on the watch list. */
export const PAGED_SCREENS: ReadonlyArray<ListScreen> = ["past", "search"]

/** Screens with year, transmission and body style filters (spec 1 §2). */
export const FILTERED_SCREENS: ReadonlyArray<ListScreen> = ["home", "featured", "past", "search"]

export type ListSorts<S extends ListScreen> = { readonly [P in SortParam<S>]: number }

export type ListQueryBase = {
  readonly filters: ListFilters
  readonly page: number
}

/** What a list screen's URL says: its sorts, its filters and its page. */
export type ListQuery<S extends ListScreen> = ListSorts<S> & ListQueryBase

/**
 * Unknown or malformed values fall back to their defaults rather than failing: a stale or
 * hand-edited link still shows a list.
 */
export function decodeListQuery<S extends ListScreen>(screen: S, search: string | QueryParams, now: Date): ListQuery<S> {
  const params = typeof search === "string" ? new URLSearchParams(search) : search
  const sorts = Object.fromEntries(
    sortParamsOf(screen).map((param) => [param, parseSort(screen, param, queryParam(params, String(param)))])
  )
  return {
    ...sorts,
    filters: FILTERED_SCREENS.includes(screen) ? parseFilters(params, now) : {},
    page: PAGED_SCREENS.includes(screen) ? parsePage(queryParam(params, "page")) : 1
  } as ListQuery<S>
}

/**
 * The query string (without '?') for a list state. Defaults are left out (spec 1 §2), and the
 * order is fixed (sorts, then filters, then page) so one state has exactly one URL.
 */
export function encodeListQuery<S extends ListScreen>(screen: S, state: ListQuery<S>): string {
  const entries: Array<[string, string]> = []
  for (const param of sortParamsOf(screen)) {
    const key: number = state[param]
    if (key !== defaultSort(screen, param)) entries.push([String(param), String(key)])
  }
  if (FILTERED_SCREENS.includes(screen)) {
    for (const param of FILTER_PARAMS) {
      const value = state.filters[param]
      if (value !== undefined) entries.push([param, String(value)])
    }
  }
  if (PAGED_SCREENS.includes(screen) && state.page > 1) entries.push(["page", String(state.page)])
  return new URLSearchParams(entries).toString()
}

/** Every parameter a list screen's URL may carry for its list: the sorts, the filters, the page. */
const LIST_PARAMS: ReadonlySet<string> = new Set([
  ...LIST_SCREENS.flatMap((screen) => sortParamsOf(screen).map(String)),
  ...FILTER_PARAMS,
  "page"
])

/**
 * The query string (without '?') a list screen's URL should have: its list as `encodeListQuery`
 * writes it, so default and invalid values are gone (spec 1 §2, §5), then the parameters that
 * are not the list's (utm and gclid values, ref, ...) as they came.
 */
export function canonicalListSearch(screen: ListScreen, search: string, now: Date): string {
  const params = new URLSearchParams(search)
  const list = encodeListQuery(screen, decodeListQuery(screen, params, now))
  const carried = new URLSearchParams([...params].filter(([name]) => !LIST_PARAMS.has(name))).toString()
  return [list, carried].filter((part) => part !== "").join("&")
}

/** A filter set to undefined is cleared. */
export type ListQueryChange<Q extends ListQueryBase> = Partial<Omit<Q, "filters" | "page">> & {
  readonly filters?: ListFilters
  readonly page?: number
}

/**
 * Changing any filter or sort sends the user back to page 1 (spec 1 §4): the old page number
 * means nothing in a different result set. Picking the value already chosen changes nothing.
 */
export function changeListQuery<Q extends ListQueryBase>(state: Q, change: ListQueryChange<Q>): Q {
  const { filters: filterChange, page, ...sortChange } = change
  const filters = filterChange === undefined ? state.filters : orderYears(compactFilters({ ...state.filters, ...filterChange }))
  const sorts = Object.fromEntries(Object.entries(sortChange).filter(([, key]) => key !== undefined))
  const current: Readonly<Record<string, unknown>> = state
  const sortChanged = Object.entries(sorts).some(([param, key]) => current[param] !== key)
  const reset = sortChanged || !sameFilters(filters, state.filters)
  return { ...state, ...sorts, filters, page: reset ? 1 : nextPage(page, state.page) }
}

function nextPage(requested: number | undefined, current: number): number {
  if (requested === undefined) return current
  return Number.isSafeInteger(requested) && requested >= 1 ? requested : 1
}
