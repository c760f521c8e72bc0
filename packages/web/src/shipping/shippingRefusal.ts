import { ErrorCode } from "@redline/domain"
import type { ShippingRefusal } from "@redline/machines"
import { ApiError } from "../api/request.ts"

/**
 * A refused quote or booking by the spec's three cases (spec 1 §8): 107, a destination that
 * doesn't exist, or a real one outside instant-quote coverage as the body says; 157, paid
 * already, with the paid quote's zip code from the body; anything else, a failed connection
 * included, a car that isn't eligible for instant quotes.
 */
export function shippingRefusalOf(error: unknown): ShippingRefusal {
  if (error instanceof ApiError && error.errorCode === ErrorCode.shipping_destination_invalid) {
    return { reason: error.body["outside_coverage"] === true ? "outside_coverage" : "invalid_destination" }
  }
  if (error instanceof ApiError && error.errorCode === ErrorCode.shipping_quote_paid) {
    const zip = error.body["destination_zip_code"]
    return { reason: "paid", destinationZip: typeof zip === "string" ? zip : null }
  }
  return { reason: "not_eligible" }
}
