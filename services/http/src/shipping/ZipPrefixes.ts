import type { ContiguousStateCode } from "@redline/domain"

/**
 * The state of a US zip code by its first three digits, from the Postal Service's published
 * prefix ranges, for the contiguous 48 states and DC only. Prefixes of Alaska, Hawaii, Puerto
 * Rico, the Virgin Islands, Guam and the other territories, military mail (AA, AE, AP) and
 * prefixes not in use have no entry: instant quotes don't deliver there.
 */
const PREFIX_RANGES: ReadonlyArray<readonly [from: number, to: number, state: ContiguousStateCode]> = [
  [5, 5, "NY"],
  [10, 27, "MA"],
  [28, 29, "RI"],
  [30, 38, "NH"],
  [39, 49, "ME"],
  [50, 54, "VT"],
  [55, 55, "MA"],
  [56, 59, "VT"],
  [60, 69, "CT"],
  [70, 89, "NJ"],
  [100, 149, "NY"],
  [150, 196, "PA"],
  [197, 199, "DE"],
  [200, 200, "DC"],
  [201, 201, "VA"],
  [202, 205, "DC"],
  [206, 212, "MD"],
  [214, 219, "MD"],
  [220, 246, "VA"],
  [247, 268, "WV"],
  [270, 289, "NC"],
  [290, 299, "SC"],
  [300, 319, "GA"],
  [320, 339, "FL"],
  [341, 342, "FL"],
  [344, 344, "FL"],
  [346, 347, "FL"],
  [349, 349, "FL"],
  [350, 352, "AL"],
  [354, 369, "AL"],
  [370, 385, "TN"],
  [386, 397, "MS"],
  [398, 399, "GA"],
  [400, 427, "KY"],
  [430, 459, "OH"],
  [460, 479, "IN"],
  [480, 499, "MI"],
  [500, 528, "IA"],
  [530, 549, "WI"],
  [550, 567, "MN"],
  [569, 569, "DC"],
  [570, 577, "SD"],
  [580, 588, "ND"],
  [590, 599, "MT"],
  [600, 629, "IL"],
  [630, 658, "MO"],
  [660, 679, "KS"],
  [680, 693, "NE"],
  [700, 714, "LA"],
  [716, 729, "AR"],
  [730, 732, "OK"],
  [733, 733, "TX"],
  [734, 749, "OK"],
  [750, 799, "TX"],
  [800, 816, "CO"],
  [820, 831, "WY"],
  [832, 838, "ID"],
  [840, 847, "UT"],
  [850, 865, "AZ"],
  [870, 884, "NM"],
  [885, 885, "TX"],
  [889, 898, "NV"],
  [900, 961, "CA"],
  [970, 979, "OR"],
  [980, 994, "WA"]
]

/**
 * The prefixes of US zip codes outside the contiguous states, from the same tables: Puerto Rico
 * and the Virgin Islands, military mail (AE, AA, AP), Hawaii, Guam and the Pacific territories,
 * and Alaska.
 */
const NONCONTIGUOUS_RANGES: ReadonlyArray<readonly [from: number, to: number]> = [
  [6, 9],
  [90, 98],
  [340, 340],
  [962, 969],
  [995, 999]
]

const prefixOf = (zip: string): number | null => (/^\d{5}$/.test(zip) ? Number(zip.slice(0, 3)) : null)

/** The contiguous state (or DC) a five-digit zip code lies in; null for any other zip. */
export function stateOfZip(zip: string): ContiguousStateCode | null {
  const prefix = prefixOf(zip)
  if (prefix === null) return null
  return PREFIX_RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null
}

/** A real US zip code whose place lies outside the contiguous states: Honolulu's 96813, Anchorage's 99501. */
export function isNoncontiguousZip(zip: string): boolean {
  const prefix = prefixOf(zip)
  return prefix !== null && NONCONTIGUOUS_RANGES.some(([from, to]) => prefix >= from && prefix <= to)
}
