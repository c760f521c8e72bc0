import type { DistanceCountry } from "@redline/domain"

/** One row of the zip-code table: a US zip code or a Canadian postal prefix, and where it lies. */
export interface ZipCodeRow {
  readonly code: string
  readonly country: DistanceCountry
  readonly latitude: number
  readonly longitude: number
}

interface RegistryEntry {
  readonly zip: string
  readonly latitude: number | null
  readonly longitude: number | null
  readonly state: string
  readonly country: string
}

/** Military mail (APO, FPO, DPO): a zip code with no place a car stands. */
const MILITARY_STATES = new Set(["AA", "AE", "AP"])
/** US territories across the date line, the only US places with an eastern longitude. */
const PACIFIC_STATES = new Set(["GU", "MP", "AS", "PW", "FM", "MH"])

/**
 * Whether the registry's coordinates can be where the code is. A few of its rows are off: Canadian
 * rows whose fields slid a column (no latitude), Santa's H0H at the North Pole, US rows at 0,0 or
 * with a longitude's sign dropped; those are left out rather than put cars in the wrong place.
 */
function placed(entry: RegistryEntry, country: DistanceCountry): entry is RegistryEntry & { latitude: number; longitude: number } {
  const { latitude, longitude } = entry
  if (typeof latitude !== "number" || typeof longitude !== "number") return false
  if (country === "CA") return latitude > 41 && latitude < 84 && longitude > -142 && longitude < -52
  if (MILITARY_STATES.has(entry.state) || (latitude === 0 && longitude === 0)) return false
  return latitude > -15 && latitude < 72 && (longitude < 0 || PACIFIC_STATES.has(entry.state))
}

/**
 * The rows of the `zipcodes` registry package: 5-digit US zip codes, and Canadian postal codes by
 * their forward sortation area (the first three characters, 'M5V'), which is all the package
 * has of Canada.
 */
export async function zipCodeRows(): Promise<ReadonlyArray<ZipCodeRow>> {
  const { codes } = (await import("zipcodes")).default as unknown as { codes: Record<string, RegistryEntry> }
  const rows: Array<ZipCodeRow> = []
  for (const entry of Object.values(codes)) {
    const country = entry.country === "US" ? "US" : entry.country === "Canada" ? "CA" : null
    if (country === null || !placed(entry, country)) continue
    rows.push({ code: entry.zip, country, latitude: entry.latitude, longitude: entry.longitude })
  }
  return rows
}
