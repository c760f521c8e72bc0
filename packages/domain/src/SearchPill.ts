import type { ListFilters } from "./ListFilters.ts"
import { BODY_STYLES, TRANSMISSIONS, vehicleOption } from "./VehicleOptions.ts"

/** The words of a search's year range: '1990–1999', '1990 and newer', 'Up to 1999'. */
function yearsOf({ start_year, end_year }: ListFilters): string | null {
  if (start_year !== undefined && end_year !== undefined) return start_year === end_year ? String(start_year) : `${start_year}–${end_year}`
  if (start_year !== undefined) return `${start_year} and newer`
  if (end_year !== undefined) return `Up to ${end_year}`
  return null
}

/**
 * The search pill (spec 1 §2): what is searched for, then the car filters that are set (the
 * years, the transmission, the body style: what a saved search keeps), each in words.
 */
export function searchPillOf(subject: string, filters: ListFilters): ReadonlyArray<string> {
  const words = [
    subject,
    yearsOf(filters),
    vehicleOption(TRANSMISSIONS, filters.transmission)?.label,
    vehicleOption(BODY_STYLES, filters.body_style)?.label
  ]
  return words.filter((word): word is string => word !== null && word !== undefined)
}
