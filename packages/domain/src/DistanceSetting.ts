import { Messages } from "./Messages.ts"
import { queryParam, type QueryParams } from "./QueryParams.ts"

/** 'Cars closest to me' (spec 1 §2, §5). */
export const DISTANCE_COUNTRIES = ["US", "CA"] as const
export type DistanceCountry = (typeof DISTANCE_COUNTRIES)[number]
export const DEFAULT_DISTANCE_COUNTRY: DistanceCountry = "US"

/** Miles; 0 means no limit. */
export const MAX_DISTANCE_CHOICES = [100, 150, 200, 500, 1000, 0] as const
export type MaxDistance = (typeof MAX_DISTANCE_CHOICES)[number]
export const DEFAULT_MAX_DISTANCE: MaxDistance = 500
export const NO_DISTANCE_LIMIT = 0

export const ZIP_CODE_MAX_LENGTH = 5

/**
 * Where 'Closest to me' measures from (spec 1 §3 'Distance setting'): a US zip code and the
 * largest distance, or Canada, which shows every Canadian car and has neither.
 */
export type DistanceSetting =
  | { readonly country: "US"; readonly zip_code: string; readonly max_distance: MaxDistance }
  | { readonly country: "CA"; readonly zip_code: null; readonly max_distance: null }

export const CANADA: DistanceSetting = { country: "CA", zip_code: null, max_distance: null }

/** Applied as the user types: whitespace goes, and the field holds at most 5 characters. */
export function normalizeZip(input: string): string {
  return input.replace(/\s+/g, "").slice(0, ZIP_CODE_MAX_LENGTH)
}

/**
 * A US zip is required; Canada needs none, since all Canadian cars are shown. Whether a zip
 * exists is the server's call ('Invalid zip code', `Messages.invalidZip`).
 */
export function zipCodeError(country: DistanceCountry, zip: string): string | null {
  return country === "US" && normalizeZip(zip) === "" ? Messages.enterZip : null
}

export const isDistanceCountry = (value: unknown): value is DistanceCountry => value === "US" || value === "CA"

/** One of the spec's choices, as a number or written as its digits ('0100' is not); null for anything else. */
export function parseMaxDistance(value: unknown): MaxDistance | null {
  return MAX_DISTANCE_CHOICES.find((choice) => choice === value || String(choice) === value) ?? null
}

/** What the zip form sends: the country, the zip as typed and the distance chosen. */
export interface DistanceForm {
  readonly country: unknown
  readonly zip_code?: unknown
  readonly max_distance?: unknown
}

/**
 * A setting to save, or what is wrong with the form (spec 1 §5): a known country; in the US a zip
 * (whitespace stripped, at most 5 characters) and one of the distance choices, 500 miles when
 * none is given. In Canada the zip and distance are blank whatever was sent.
 */
export function distanceSettingOf(form: DistanceForm): { readonly setting: DistanceSetting } | { readonly error: string } {
  if (!isDistanceCountry(form.country)) return { error: Messages.distanceCountryInvalid }
  if (form.country === "CA") return { setting: CANADA }
  const zip = typeof form.zip_code === "string" ? normalizeZip(form.zip_code) : ""
  const zipError = zipCodeError("US", zip)
  if (zipError !== null) return { error: zipError }
  const maxDistance =
    form.max_distance === undefined || form.max_distance === null ? DEFAULT_MAX_DISTANCE : parseMaxDistance(form.max_distance)
  if (maxDistance === null) return { error: Messages.maxDistanceInvalid }
  return { setting: { country: "US", zip_code: zip, max_distance: maxDistance } }
}

/**
 * The setting a live list's query carries for the distance sort (spec 1 §7: country, zip_code,
 * miles), or null when it carries none. Like every list parameter, a wrong value falls back to
 * its default: no country is the US, an unknown distance is 500 miles; a US query without a zip
 * carries no setting.
 */
export function distanceSettingFromQuery(params: QueryParams): DistanceSetting | null {
  const country = queryParam(params, "country") ?? DEFAULT_DISTANCE_COUNTRY
  if (country === "CA") return CANADA
  if (country !== "US") return null
  const zip = normalizeZip(queryParam(params, "zip_code") ?? "")
  if (zip === "") return null
  return { country: "US", zip_code: zip, max_distance: parseMaxDistance(queryParam(params, "miles")) ?? DEFAULT_MAX_DISTANCE }
}

/** The query a live list sends for the distance sort; `distanceSettingFromQuery` reads it back. */
export function distanceQuery(setting: DistanceSetting): Readonly<Record<string, string>> {
  return setting.country === "CA" ? { country: "CA" } : { country: "US", zip_code: setting.zip_code, miles: String(setting.max_distance) }
}

/**
 * What an empty distance list says (spec 1 §8): in Canada to check back soon; in the US, or for a
 * zip the server refused, to check the zip code and widen the distance, in the screen's words.
 */
export function distanceNoMatchMessage(screen: "home" | "search", country: DistanceCountry): string {
  if (country === "CA") return Messages.noAuctionsMatchCanada
  return screen === "home" ? Messages.zipNoMatchHome : Messages.zipNoMatchSearch
}
