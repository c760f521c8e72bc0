import { ErrorCode } from "@redline/domain"
import type { ShippingRefusal } from "@redline/machines"
import { ApiError } from "../api/request.ts"

/**
 * A refused quote or booking by the spec's three cases (spec 1 §8): 107, a destination instant
 * quotes don't reach; 157, paid already, with the paid quote's zip code from the body; anything
 * else, a failed connection included, a car that isn't eligible for instant quotes.
 */
export function shippingRefusalOf(error: unknown): ShippingRefusal {
  if (error instanceof ApiError && error.errorCode === ErrorCode.shipping_destination_invalid) {
    return { reason: "invalid_destination" }
  }
  if (error instanceof ApiError && error.errorCode === ErrorCode.shipping_quote_paid) {
    const zip = error.body["destination_zip_code"]
    return { reason: "paid", destinationZip: typeof zip === "string" ? zip : null }
  }
  return { reason: "not_eligible" }
}
