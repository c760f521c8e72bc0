import { SqlClient } from "@effect/sql"
import type { ShippingOrder, ShippingPlaces, ShippingQuote, ShippingTransport } from "@redline/api"
import { Effect, Option } from "effect"
import { transactionOf } from "../Transaction.ts"
import type { CarrierQuote } from "./Carrier.ts"

/** What deciding on a quote needs to know of an auction. */
export interface ShippingAuction {
  readonly id: number
  readonly status: number
  readonly auction_end: Date
  readonly winner_id: number | null
  readonly location: string
}

export interface NewQuote {
  readonly auctionId: number
  readonly userId: number | null
  readonly originLocation: string
  readonly originState: string
  readonly destinationZip: string
  readonly places: ShippingPlaces | null
  readonly carrier: CarrierQuote
  readonly at: Date
}

export interface NewOrder {
  readonly auctionId: number
  readonly userId: number
  readonly quote: ShippingQuote
  readonly transport: ShippingTransport
  readonly places: ShippingPlaces
  readonly at: Date
}

interface QuoteRow {
  readonly id: number
  readonly auction_id: number
  readonly user_id: number | null
  readonly origin_location: string
  readonly origin_state: string
  readonly destination_zip: string
  readonly destination_state: string
  readonly street_number: string | null
  readonly street: string | null
  readonly city: string | null
  readonly state: string | null
  readonly distance_miles: number
  readonly open_price: number
  readonly enclosed_price: number
  readonly transit_min_days: number
  readonly transit_max_days: number
  readonly quoted_at: Date
}

interface OrderRow {
  readonly id: number
  readonly auction_id: number
  readonly quote_id: number
  readonly transport: ShippingTransport
  readonly price: number
  readonly street_number: string
  readonly street: string
  readonly city: string
  readonly state: string
  readonly zip_code: string
  readonly transit_min_days: number
  readonly transit_max_days: number
  readonly booked_at: Date
}

const toQuote = (row: QuoteRow): ShippingQuote => ({
  id: row.id,
  auction_id: row.auction_id,
  origin: { location: row.origin_location, state: row.origin_state },
  destination: { zip_code: row.destination_zip, state: row.destination_state },
  places:
    row.street_number === null || row.street === null || row.city === null || row.state === null
      ? null
      : { street_number: row.street_number, street: row.street, city: row.city, state: row.state, zip_code: row.destination_zip },
  distance_miles: row.distance_miles,
  open_shipping_quote: row.open_price,
  closed_shipping_quote: row.enclosed_price,
  transit_days: { min: row.transit_min_days, max: row.transit_max_days },
  quoted_at: row.quoted_at.toISOString()
})

const toOrder = (row: OrderRow): ShippingOrder => ({
  id: row.id,
  auction_id: row.auction_id,
  quote_id: row.quote_id,
  transport: row.transport,
  price: row.price,
  street_number: row.street_number,
  street: row.street,
  city: row.city,
  state: row.state,
  zip_code: row.zip_code,
  transit_days: { min: row.transit_min_days, max: row.transit_max_days },
  booked_at: row.booked_at.toISOString()
})

/** A stored quote and whose it is: a visitor's quote has no user. */
export interface StoredQuote {
  readonly quote: ShippingQuote
  readonly userId: number | null
}

/** What booking came to: the order as it stands, or the zip code shipping was paid to already. */
export type BookingOutcome =
  { readonly _tag: "Booked"; readonly order: ShippingOrder } | { readonly _tag: "PaidToAnotherZip"; readonly zipCode: string }

/** Shipping quotes as carriers gave them, and the winner's one shipping order per auction. */
export class ShippingRepo extends Effect.Service<ShippingRepo>()("@redline/http/ShippingRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const transaction = transactionOf(sql)

    const auction = (id: number) =>
      sql<ShippingAuction>`
        SELECT a.id, a.status, a.auction_end, a.winner_id, l.location
          FROM auctions a JOIN listings l ON l.id = a.listing_id
         WHERE a.id = ${id}`.pipe(
        Effect.map((rows) => Option.fromNullable(rows[0])),
        Effect.orDie
      )

    const saveQuote = (quote: NewQuote) =>
      sql<QuoteRow>`
        INSERT INTO shipping_quotes ${sql.insert({
          auction_id: quote.auctionId,
          user_id: quote.userId,
          origin_location: quote.originLocation,
          origin_state: quote.originState,
          destination_zip: quote.destinationZip,
          destination_state: quote.carrier.destinationState,
          street_number: quote.places?.street_number ?? null,
          street: quote.places?.street ?? null,
          city: quote.places?.city ?? null,
          state: quote.places?.state ?? null,
          distance_miles: quote.carrier.distanceMiles,
          open_price: quote.carrier.openPrice,
          enclosed_price: quote.carrier.enclosedPrice,
          transit_min_days: quote.carrier.transitDays.min,
          transit_max_days: quote.carrier.transitDays.max,
          quoted_at: quote.at
        })} RETURNING *`.pipe(
        Effect.map((rows) => toQuote(rows[0]!)),
        Effect.orDie
      )

    const quoteById = (id: number) =>
      sql<QuoteRow>`SELECT * FROM shipping_quotes WHERE id = ${id}`.pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullable(rows[0]), (row): StoredQuote => ({ quote: toQuote(row), userId: row.user_id }))
        ),
        Effect.orDie
      )

    const selectOrder = (auctionId: number) =>
      sql<OrderRow>`
        SELECT o.id, o.auction_id, o.quote_id, o.transport, o.price, o.street_number, o.street, o.city,
               o.state, o.zip_code, q.transit_min_days, q.transit_max_days, o.booked_at
          FROM shipping_orders o JOIN shipping_quotes q ON q.id = o.quote_id
         WHERE o.auction_id = ${auctionId}`.pipe(Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), toOrder)))

    const order = (auctionId: number) => Effect.orDie(selectOrder(auctionId))

    /**
     * Books shipping, or changes the booking to another address in the same zip code. Shipping
     * paid to one zip code is not moved to another: that is error 157. Bookings of one auction
     * take turns on its row, so two at once can't both insert.
     */
    const book = (order: NewOrder): Effect.Effect<BookingOutcome> =>
      transaction(
        Effect.gen(function* () {
          yield* sql`SELECT id FROM auctions WHERE id = ${order.auctionId} FOR UPDATE`
          const existing = yield* selectOrder(order.auctionId)
          if (Option.isSome(existing) && existing.value.zip_code !== order.places.zip_code) {
            return { _tag: "PaidToAnotherZip", zipCode: existing.value.zip_code } as const
          }
          const fields = {
            quote_id: order.quote.id,
            transport: order.transport,
            price: order.transport === "open" ? order.quote.open_shipping_quote : order.quote.closed_shipping_quote,
            street_number: order.places.street_number,
            street: order.places.street,
            city: order.places.city,
            state: order.places.state,
            zip_code: order.places.zip_code,
            updated_at: order.at
          }
          if (Option.isSome(existing)) {
            yield* sql`UPDATE shipping_orders SET ${sql.update(fields)} WHERE auction_id = ${order.auctionId}`
          } else {
            yield* sql`INSERT INTO shipping_orders ${sql.insert({
              ...fields,
              auction_id: order.auctionId,
              user_id: order.userId,
              booked_at: order.at
            })}`
          }
          return { _tag: "Booked", order: (yield* selectOrder(order.auctionId)).pipe(Option.getOrThrow) } as const
        })
      )

    return { auction, saveQuote, quoteById, order, book } as const
  })
}) {}
