import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"

/** What financing needs to know of an auction. */
export interface FinancedAuction {
  readonly sellerType: number
  readonly isTicketPackage: boolean
  /** The sale price once sold, else the current bid; 0 without bids. */
  readonly price: number
}

export class FinanceRepo extends Effect.Service<FinanceRepo>()("@redline/http/FinanceRepo", {
  effect: Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient

    const auction = (id: number): Effect.Effect<Option.Option<FinancedAuction>> =>
      sql<{ seller_type: number; is_ticket_package: boolean; price: number }>`
        SELECT l.seller_type, l.is_ticket_package, COALESCE(a.sale_amount, a.current_bid) AS price
          FROM auctions a JOIN listings l ON l.id = a.listing_id
         WHERE a.id = ${id}`.pipe(
        Effect.map((rows) =>
          Option.map(Option.fromNullable(rows[0]), (row) => ({
            sellerType: row.seller_type,
            isTicketPackage: row.is_ticket_package,
            price: row.price
          }))
        ),
        Effect.orDie
      )

    return { auction }
  })
}) {}
