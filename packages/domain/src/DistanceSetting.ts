import { Messages } from "./Messages.ts"

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
