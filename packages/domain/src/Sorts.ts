export interface SortOption {
  readonly key: number
  readonly label: string
}

/** The first option of every list is its default, which never appears in the URL. */
export type SortList = readonly [SortOption, ...Array<SortOption>]

export const LIVE_SORTS = [
  { key: 1, label: "Ending soon" },
  { key: 6, label: "Newly listed" },
  { key: 4, label: "No reserve" },
  { key: 7, label: "Lowest mileage" },
  { key: 5, label: "Closest to me" }
] as const satisfies SortList

export const WATCHLIST_LIVE_SORTS = [
  { key: 1, label: "Ending soon" },
  { key: 2, label: "Newest cars" },
  { key: 3, label: "Oldest cars" },
  { key: 4, label: "No reserve" }
] as const satisfies SortList

export const ENDED_SORTS = [
  { key: 1, label: "Recently ended" },
  { key: 7, label: "Lowest mileage" },
  { key: 8, label: "Highest mileage" },
  { key: 9, label: "Lowest price" },
  { key: 10, label: "Highest price" }
] as const satisfies SortList

/** The live sort that needs a distance setting ('Cars closest to me'). */
export const CLOSEST_TO_ME_SORT = 5

/** Sorts the server uses for lists no user picks: featured heroes and new listings (spec 1 §9). */
export const FEATURED_HEROES_SORT = 11
export const NEW_LISTINGS_SORT = 6

/**
 * Which query parameter carries which list on each screen (spec 1 §5). Search and the watch
 * list show a live and an ended list side by side, hence lsort and csort.
 */
export const SCREEN_SORTS = {
  home: { sort: LIVE_SORTS },
  featured: { sort: LIVE_SORTS },
  past: { sort: ENDED_SORTS },
  search: { lsort: LIVE_SORTS, csort: ENDED_SORTS },
  watch_list: { lsort: WATCHLIST_LIVE_SORTS, csort: ENDED_SORTS }
} as const

export type ListScreen = keyof typeof SCREEN_SORTS

export const LIST_SCREENS = Object.keys(SCREEN_SORTS) as ReadonlyArray<ListScreen>

export type SortParam<S extends ListScreen = ListScreen> = S extends ListScreen ? keyof (typeof SCREEN_SORTS)[S] : never

const sortLists: Readonly<Record<ListScreen, Readonly<Partial<Record<string, SortList>>>>> = SCREEN_SORTS

/** The sort parameters of a screen, in the order they appear in the URL. */
export function sortParamsOf<S extends ListScreen>(screen: S): ReadonlyArray<SortParam<S>> {
  return Object.keys(sortLists[screen]) as Array<SortParam<S>>
}

export function sortsFor<S extends ListScreen>(screen: S, param: SortParam<S>): SortList {
  const list = sortLists[screen][param as string]
  if (list === undefined) throw new Error(`${screen} has no ${String(param)} sort`)
  return list
}

export function defaultSort<S extends ListScreen>(screen: S, param: SortParam<S>): number {
  return sortsFor(screen, param)[0].key
}

/**
 * A sort is accepted only as the exact key of one of the screen's options (spec 1 §5); anything
 * else, '06' included, falls back to the default.
 */
export function parseSort<S extends ListScreen>(screen: S, param: SortParam<S>, raw: string | null | undefined): number {
  const match = sortsFor(screen, param).find(({ key }) => String(key) === raw)
  return match?.key ?? defaultSort(screen, param)
}
