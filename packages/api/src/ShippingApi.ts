import { HttpApiEndpoint, HttpApiGroup } from "@effect/platform"
import { Schema } from "effect"
import { AccessExpired, HandshakeRequired, SignatureInvalid } from "./AccountErrors.ts"
import { AuctionNotFound, Forbidden, RateLimited, Unauthorized } from "./ApiErrors.ts"
import { AuctionIdPath } from "./AuctionsApi.ts"
import { Authentication } from "./Authentication.ts"
import {
  ShippingDestinationInvalid,
  ShippingQuoteNotFound,
  ShippingQuotePaid,
  ShippingQuotesUnavailable,
  ShippingUnavailable
} from "./ShippingErrors.ts"
import { Id } from "./Id.ts"

/** A delivery address, by the spec's names for its places (spec 1 §3). */
export const ShippingPlaces = Schema.Struct({
  street_number: Schema.String,
  street: Schema.String,
  /** The city, or the sublocality where an address has no city. */
  city: Schema.String,
  /** A US state's postal code. */
  state: Schema.String,
  zip_code: Schema.String
})
export type ShippingPlaces = typeof ShippingPlaces.Type

/** A zip code from anyone, or the full address from the winner, who books with it. */
export const ShippingQuoteRequest = Schema.Struct({
  zip_code: Schema.optional(Schema.String),
  address: Schema.optional(ShippingPlaces)
})
export type ShippingQuoteRequest = typeof ShippingQuoteRequest.Type

/** Days from pickup to delivery, as a carrier estimates them. */
export const TransitDays = Schema.Struct({ min: Schema.Int, max: Schema.Int })
export type TransitDays = typeof TransitDays.Type

/** On an open carrier, as most cars travel, or enclosed, sheltered from weather and road grit. */
export const ShippingTransport = Schema.Literal("open", "enclosed")
export type ShippingTransport = typeof ShippingTransport.Type

/** A carrier's price for taking the car from where it stands to the destination; whole dollars. */
export const ShippingQuote = Schema.Struct({
  id: Schema.Int,
  auction_id: Schema.Int,
  origin: Schema.Struct({ location: Schema.String, state: Schema.String }),
  destination: Schema.Struct({ zip_code: Schema.String, state: Schema.String }),
  /** The winner's address; null for a quote by zip code. */
  places: Schema.NullOr(ShippingPlaces),
  distance_miles: Schema.Int,
  open_shipping_quote: Schema.Int,
  closed_shipping_quote: Schema.Int,
  transit_days: TransitDays,
  quoted_at: Schema.String
})
export type ShippingQuote = typeof ShippingQuote.Type

/** The winner books a quote for the address it was made for. */
export const BookShipping = Schema.Struct({
  quote_id: Id,
  transport: ShippingTransport,
  ...ShippingPlaces.fields
})
export type BookShipping = typeof BookShipping.Type

export const ShippingOrder = Schema.Struct({
  id: Schema.Int,
  auction_id: Schema.Int,
  quote_id: Schema.Int,
  transport: ShippingTransport,
  price: Schema.Int,
  ...ShippingPlaces.fields,
  transit_days: TransitDays,
  booked_at: Schema.String
})
export type ShippingOrder = typeof ShippingOrder.Type

export const ShippingOrderAnswer = Schema.Struct({ shipping_order: Schema.NullOr(ShippingOrder) })
export type ShippingOrderAnswer = typeof ShippingOrderAnswer.Type

/**
 * Shipping quotes and the winner's shipping order (spec 1 §7). A quote by zip code needs no
 * session; a request that carries one is checked as every signed-in call is, and a quote by
 * address is the winner's alone.
 */
export class ShippingApi extends HttpApiGroup.make("shipping")
  .add(
    HttpApiEndpoint.post("quote", "/v1/auctions/:auction_id/shipping_quote")
      .setPath(AuctionIdPath)
      .setPayload(ShippingQuoteRequest)
      .addSuccess(ShippingQuote)
      .addError(AuctionNotFound)
      .addError(ShippingDestinationInvalid)
      .addError(ShippingQuotePaid)
      .addError(ShippingUnavailable)
      .addError(ShippingQuotesUnavailable)
      .addError(RateLimited)
      .addError(Forbidden)
      .addError(Unauthorized)
      .addError(AccessExpired)
      .addError(HandshakeRequired)
      .addError(SignatureInvalid)
  )
  .add(
    HttpApiEndpoint.get("order", "/v1/auctions/:auction_id/shipping_order")
      .setPath(AuctionIdPath)
      .addSuccess(ShippingOrderAnswer)
      .addError(AuctionNotFound)
      .addError(Forbidden)
      .middleware(Authentication)
  )
  .add(
    HttpApiEndpoint.post("book", "/v1/auctions/:auction_id/shipping_order")
      .setPath(AuctionIdPath)
      .setPayload(BookShipping)
      .addSuccess(ShippingOrder)
      .addError(AuctionNotFound)
      .addError(Forbidden)
      .addError(ShippingQuotePaid)
      .addError(ShippingQuoteNotFound)
      .middleware(Authentication)
  ) {}
