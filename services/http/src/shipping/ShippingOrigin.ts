import { type ContiguousStateCode, isContiguousState } from "@redline/domain"

/**
 * The state a car ships from, read from its listing's location ('Austin, TX 78701'): the
 * two-letter state after the city. Null when there is none, or when it lies outside the
 * contiguous states, where instant quotes don't reach.
 */
export function originStateOf(location: string): ContiguousStateCode | null {
  const state = /,\s*([A-Z]{2})\b/.exec(location)?.[1]
  return state !== undefined && isContiguousState(state) ? state : null
}

/** The city and state of a location, without the zip code: where a quote says the car comes from. */
export const originPlaceOf = (location: string): string => location.replace(/\s+\d{5}(-\d{4})?\s*$/, "")
