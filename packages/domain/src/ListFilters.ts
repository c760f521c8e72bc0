import { queryParam, type QueryParams } from "./QueryParams.ts"
import { BODY_STYLES, TRANSMISSIONS, vehicleOption, type BodyStyle, type Transmission } from "./VehicleOptions.ts"
import { parseWholeNumber } from "./WholeNumber.ts"

export interface ListFilters {
  readonly start_year?: number
  readonly end_year?: number
  readonly transmission?: Transmission
  readonly body_style?: BodyStyle
  /** Only auctions without a reserve; never false: without it, every auction. */
  readonly no_reserve?: true
}

/** The car's own filters (spec 1 §2): what a saved search keeps and the search pill lists, in URL order. */
export const CAR_FILTER_PARAMS = ["start_year", "end_year", "transmission", "body_style"] as const

/** In URL order: the order the encoder writes them. */
export const FILTER_PARAMS = [...CAR_FILTER_PARAMS, "no_reserve"] as const

export const MIN_YEAR = 1900

/**
 * 1900 to next year (spec 1 §5). The year is taken in UTC so the browser and the server agree on
 * the bounds whatever their time zones.
 */
export function yearBounds(now: Date): { readonly min: number; readonly max: number } {
  return { min: MIN_YEAR, max: now.getUTCFullYear() + 1 }
}

/**
 * The year rules of spec 1 §5:
 * - start_year must be above the minimum year: 1900 itself is the same range as no start year,
 *   so it is dropped to keep one URL per search;
 * - end_year must be at least the start year, or the minimum when there is none, and no later
 *   than the maximum: an end year below the start year is dropped;
 * - 'an end year without a start year drops the start year': an end year alone is a complete
 *   filter ('up to 1990'). No start year is filled in for it, and an unusable start year next to
 *   it is dropped while the end year stays, checked against the minimum instead.
 */
export function parseFilters(params: QueryParams, now: Date): ListFilters {
  const { min, max } = yearBounds(now)
  const start = parseWholeNumber(queryParam(params, "start_year"))
  const start_year = start !== undefined && start > min && start <= max ? start : undefined
  const end = parseWholeNumber(queryParam(params, "end_year"))
  const end_year = end !== undefined && end >= (start_year ?? min) && end <= max ? end : undefined
  const transmission = vehicleOption(TRANSMISSIONS, queryParam(params, "transmission"))?.value
  const body_style = vehicleOption(BODY_STYLES, queryParam(params, "body_style"))?.value
  const no_reserve = queryParam(params, "no_reserve") === "true" ? true : undefined
  return compactFilters({ start_year, end_year, transmission, body_style, no_reserve })
}

/** The start years the URL accepts, newest first: the minimum itself means no start year. */
export function startYearChoices(now: Date): ReadonlyArray<number> {
  const { min, max } = yearBounds(now)
  return descendingYears(max, min + 1)
}

/** The end years the URL accepts after `startYear`, newest first. */
export function endYearChoices(now: Date, startYear: number | undefined): ReadonlyArray<number> {
  const { min, max } = yearBounds(now)
  return descendingYears(max, Math.max(min, startYear ?? min))
}

function descendingYears(from: number, to: number): ReadonlyArray<number> {
  return Array.from({ length: Math.max(0, from - to + 1) }, (_, i) => from - i)
}

/** Choosing an end year below the start year drops the end year (spec 1 §4). */
export function orderYears(filters: ListFilters): ListFilters {
  const { start_year, end_year } = filters
  if (start_year === undefined || end_year === undefined || end_year >= start_year) return filters
  return compactFilters({ ...filters, end_year: undefined })
}

export function sameFilters(a: ListFilters, b: ListFilters): boolean {
  return FILTER_PARAMS.every((param) => a[param] === b[param])
}

/** Filters hold only the keys that are set, so equal filters are equal objects. */
export function compactFilters(filters: { readonly [P in keyof ListFilters]?: ListFilters[P] | undefined }): ListFilters {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as ListFilters
}
