import type { ContiguousStateCode } from "@redline/domain"
import { AppConfig } from "@redline/infra"
import { Effect, Schema } from "effect"
import { milesBetween } from "./StateCentroids.ts"
import { isNoncontiguousZip, stateOfZip } from "./ZipPrefixes.ts"

export interface CarrierRequest {
  /** Where the car stands. */
  readonly origin: ContiguousStateCode
  readonly destinationZip: string
}

export interface CarrierQuote {
  readonly destinationState: ContiguousStateCode
  readonly distanceMiles: number
  /** Whole dollars on an open carrier. */
  readonly openPrice: number
  /** Whole dollars in an enclosed trailer. */
  readonly enclosedPrice: number
  readonly transitDays: { readonly min: number; readonly max: number }
}

/**
 * The carrier doesn't deliver to this zip code: a real one outside the contiguous states
 * (`outside_coverage`), or no zip code it knows (`unknown_zip`).
 */
export class DestinationNotServed extends Schema.TaggedError<DestinationNotServed>()("DestinationNotServed", {
  zip: Schema.String,
  reason: Schema.Literal("outside_coverage", "unknown_zip")
}) {}

/** No carrier quotes here. */
export class CarrierUnreachable extends Schema.TaggedError<CarrierUnreachable>()("CarrierUnreachable", {}) {}

export interface CarrierShape {
  readonly quote: (request: CarrierRequest) => Effect.Effect<CarrierQuote, DestinationNotServed | CarrierUnreachable>
}

// Roads wind: the straight line between two states' centers understates the drive.
const ROAD_FACTOR = 1.2
const BASE_PRICE = 250
const PRICE_PER_MILE = 0.65
// A truck, a driver and a loading for even the shortest trip.
const MINIMUM_PRICE = 450
// Enclosed trailers carry fewer cars per trip.
const ENCLOSED_FACTOR = 1.6
const MILES_PER_DAY = 500
// Pickup is arranged within days, and a truck waits for a full load.
const TRANSIT_SPREAD_DAYS = 2

const roundUpTo5 = (dollars: number) => Math.ceil(dollars / 5) * 5

/**
 * The local carrier of the embedded mode and of tests, where no carrier's service is reachable:
 * the distance is the road estimate between the two states' centers, the open price a base plus
 * a rate per mile above a floor, the enclosed price a markup on it, and the transit a day for
 * pickup plus a day per 500 miles, give or take two days.
 */
export const localQuote = ({ origin, destinationZip }: CarrierRequest): Effect.Effect<CarrierQuote, DestinationNotServed> => {
  const destinationState = stateOfZip(destinationZip)
  if (destinationState === null) {
    const reason = isNoncontiguousZip(destinationZip) ? "outside_coverage" : "unknown_zip"
    return Effect.fail(new DestinationNotServed({ zip: destinationZip, reason }))
  }
  const distanceMiles = Math.round(milesBetween(origin, destinationState) * ROAD_FACTOR)
  const openPrice = roundUpTo5(Math.max(MINIMUM_PRICE, BASE_PRICE + PRICE_PER_MILE * distanceMiles))
  const fastest = 1 + Math.ceil(distanceMiles / MILES_PER_DAY)
  return Effect.succeed({
    destinationState,
    distanceMiles,
    openPrice,
    enclosedPrice: roundUpTo5(openPrice * ENCLOSED_FACTOR),
    transitDays: { min: fastest, max: fastest + TRANSIT_SPREAD_DAYS }
  })
}

/**
 * Prices car transport. No carrier's service can be configured yet, so `Default` is the local
 * carrier where stand-ins serve (a loopback HOST, or STAND_INS=true) and quotes nothing elsewhere,
 * rather than promise prices no one will honour. A real carrier's client is another
 * implementation with the same `quote`.
 */
export class Carrier extends Effect.Service<Carrier>()("@redline/http/Carrier", {
  effect: Effect.map(AppConfig, (config): CarrierShape =>
    config.standIns ? { quote: localQuote } : { quote: () => Effect.fail(new CarrierUnreachable()) }
  )
}) {}
