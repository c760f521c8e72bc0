import { auctionSlug } from "./AuctionUrl.ts"
import { Messages } from "./Messages.ts"
import { SEARCH_TEXT_MAX_LENGTH, searchText } from "./SearchLookup.ts"
import { CAR_FILTER_PARAMS, type ListFilters, parseFilters, yearBounds } from "./ListFilters.ts"
import { BODY_STYLES, type BodyStyle, TRANSMISSIONS, type Transmission, vehicleOption } from "./VehicleOptions.ts"

/** A search as someone asks to save it (spec 1 §7 'Save search'): any field may be missing. */
export interface SavedSearchRequest {
  readonly search?: string | null | undefined
  readonly make_slug?: string | null | undefined
  readonly model_slug?: string | null | undefined
  readonly start_year?: number | null | undefined
  readonly end_year?: number | null | undefined
  readonly transmission?: string | null | undefined
  readonly body_style?: string | null | undefined
}

/** A saved search in its one normal form: what isn't part of it is null. */
export interface SavedSearchCriteria {
  readonly search: string | null
  readonly make_slug: string | null
  readonly model_slug: string | null
  readonly start_year: number | null
  readonly end_year: number | null
  readonly transmission: Transmission | null
  readonly body_style: BodyStyle | null
}

/** Room for a make, a model and a few words more; ours, as the spec names no limit. */
export const SAVED_SEARCH_TEXT_MAX_LENGTH = SEARCH_TEXT_MAX_LENGTH

export type SavedSearchCheck =
  { readonly _tag: "valid"; readonly criteria: SavedSearchCriteria } | { readonly _tag: "invalid"; readonly message: string }

const invalid = (message: string): SavedSearchCheck => ({ _tag: "invalid", message })

/** A make or model slug as listings store it (`auctionSlug` of the name); anything else names nothing. */
const slugOf = (slug: string | null | undefined): string | null | "invalid" => {
  const trimmed = (slug ?? "").trim().toLowerCase()
  if (trimmed === "") return null
  return auctionSlug(trimmed) === trimmed ? trimmed : "invalid"
}

/** Why a filter value the list URL would drop (spec 1 §5) is refused when saving. */
const filterProblem = (param: (typeof CAR_FILTER_PARAMS)[number], filters: ListFilters, now: Date): string => {
  const { min, max } = yearBounds(now)
  switch (param) {
    case "start_year":
      return Messages.savedSearchStartYear(min + 1, max)
    case "end_year":
      return Messages.savedSearchEndYear(filters.start_year ?? min, max)
    case "transmission":
      return Messages.savedSearchOption(
        "Transmission",
        TRANSMISSIONS.map((option) => option.value)
      )
    case "body_style":
      return Messages.savedSearchOption(
        "Body style",
        BODY_STYLES.map((option) => option.value)
      )
  }
}

/**
 * Checks a search someone asks to save and puts it in normal form. The filters obey the list
 * URL's rules (spec 1 §5, `parseFilters`): a value the URL would quietly drop, such as an end
 * year before the start year, is refused here instead, since the saver asked for it. A search
 * is a text or a make, with or without a model (spec 1 §2 'Search'); filters alone are not one.
 */
export function checkSavedSearch(request: SavedSearchRequest, now: Date): SavedSearchCheck {
  const search = searchText(request.search)
  if (search !== null && search.length > SAVED_SEARCH_TEXT_MAX_LENGTH) {
    return invalid(Messages.savedSearchTooLong(SAVED_SEARCH_TEXT_MAX_LENGTH))
  }
  const make_slug = slugOf(request.make_slug)
  const model_slug = slugOf(request.model_slug)
  if (make_slug === "invalid") return invalid(Messages.savedSearchUnknownMake)
  if (model_slug === "invalid") return invalid(Messages.savedSearchUnknownModel)
  if (model_slug !== null && make_slug === null) return invalid(Messages.savedSearchModelWithoutMake)
  if (search === null && make_slug === null) return invalid(Messages.savedSearchEmpty)

  const given = CAR_FILTER_PARAMS.flatMap((param) => {
    const value = request[param]
    return value === null || value === undefined ? [] : [[param, String(value)] as [typeof param, string]]
  })
  const filters = parseFilters(new URLSearchParams(given), now)
  for (const [param, value] of given) {
    if (String(filters[param]) !== value) return invalid(filterProblem(param, filters, now))
  }
  return {
    _tag: "valid",
    criteria: {
      search,
      make_slug,
      model_slug,
      start_year: filters.start_year ?? null,
      end_year: filters.end_year ?? null,
      transmission: filters.transmission ?? null,
      body_style: filters.body_style ?? null
    }
  }
}

/** The search the auction page's 'Notify me' saves: every car of the auction's make and model. */
export function modelSearch(makeSlug: string, modelSlug: string): SavedSearchCriteria {
  return {
    search: null,
    make_slug: makeSlug,
    model_slug: modelSlug,
    start_year: null,
    end_year: null,
    transmission: null,
    body_style: null
  }
}

/**
 * One text per search, the same for searches that find the same cars: a user saves each search
 * once. Search text is compared without regard to case.
 */
export function savedSearchKey(criteria: SavedSearchCriteria): string {
  return new URLSearchParams([
    ["q", criteria.search?.toLowerCase() ?? ""],
    ["make", criteria.make_slug ?? ""],
    ["model", criteria.model_slug ?? ""],
    ["start_year", criteria.start_year?.toString() ?? ""],
    ["end_year", criteria.end_year?.toString() ?? ""],
    ["transmission", criteria.transmission ?? ""],
    ["body_style", criteria.body_style ?? ""]
  ]).toString()
}

/** What a saved search is matched against: a listing as it is stored, options by their labels. */
export interface ListedCar {
  readonly title: string
  readonly year: number
  readonly make: string
  readonly make_slug: string
  readonly model: string
  readonly model_slug: string
  readonly transmission: string
  readonly body_style: string
}

const words = (text: string): ReadonlyArray<string> =>
  text
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== "")

/**
 * Whether a newly listed car is one a saved search asks to hear about: the same make and model
 * where the search names them, a year within its range, its transmission and body style, and
 * every word of its text somewhere in the car's year, make, model or title.
 */
export function savedSearchMatches(criteria: SavedSearchCriteria, car: ListedCar): boolean {
  if (criteria.make_slug !== null && criteria.make_slug !== car.make_slug) return false
  if (criteria.model_slug !== null && criteria.model_slug !== car.model_slug) return false
  if (criteria.start_year !== null && car.year < criteria.start_year) return false
  if (criteria.end_year !== null && car.year > criteria.end_year) return false
  if (criteria.transmission !== null && vehicleOption(TRANSMISSIONS, criteria.transmission)?.label !== car.transmission) return false
  if (criteria.body_style !== null && vehicleOption(BODY_STYLES, criteria.body_style)?.label !== car.body_style) return false
  if (criteria.search === null) return true
  const described = `${car.year} ${car.make} ${car.model} ${car.title}`.toLowerCase()
  return words(criteria.search).every((word) => described.includes(word))
}

/** A saved search as the API answers it: the options are any text there, which `savedSearchFilters` names if it knows them. */
export interface SearchTerms extends Omit<SavedSearchCriteria, "transmission" | "body_style"> {
  readonly transmission: string | null
  readonly body_style: string | null
}

/** What a saved search's words are made from: its terms, and its make's and model's names where it has them. */
export interface NamedSearch extends SearchTerms {
  readonly make: string | null
  readonly model: string | null
}

/**
 * The search page of a saved search (spec 1 §2): `/search/{make}/{model}` for a make, with the
 * filters as the list URL writes them and then the text as `q`, the order the search page keeps
 * its URL in; `/search/?q=` for a text alone.
 */
export function savedSearchHref(search: SearchTerms): string {
  const path = ["search", search.make_slug, search.make_slug === null ? null : search.model_slug]
    .filter((part) => part !== null)
    .map((part) => encodeURIComponent(part))
    .join("/")
  const query = new URLSearchParams()
  for (const param of CAR_FILTER_PARAMS) {
    const value = search[param]
    if (value !== null) query.set(param, String(value))
  }
  if (search.search !== null) query.set("q", search.search)
  const text = query.toString()
  return text === "" ? `/${path}/` : `/${path}/?${text}`
}

/** What a saved search finds, in words: 'Mazda MX-5 Miata', 'Porsche targa', or the text alone. */
export function savedSearchSubject(search: NamedSearch): string {
  const makeAndModel = [search.make ?? search.make_slug, search.make_slug === null ? null : (search.model ?? search.model_slug)]
    .filter((part) => part !== null)
    .join(" ")
  return [makeAndModel, search.search ?? ""].filter((part) => part !== "").join(" ")
}

/** A saved search's filters, in words: the years ('1990–1998', 'From 1990', 'Up to 1998'), then the options' labels. */
export function savedSearchFilters(search: SearchTerms): ReadonlyArray<string> {
  const { start_year: from, end_year: to } = search
  const years = from !== null && to !== null ? `${from}–${to}` : from !== null ? `From ${from}` : to !== null ? `Up to ${to}` : null
  const transmission = search.transmission === null ? null : (vehicleOption(TRANSMISSIONS, search.transmission)?.label ?? null)
  const bodyStyle = search.body_style === null ? null : (vehicleOption(BODY_STYLES, search.body_style)?.label ?? null)
  return [years, transmission, bodyStyle].filter((part) => part !== null)
}
