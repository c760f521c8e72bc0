import { SqlClient } from "@effect/sql"
import {
  AuctionEnded,
  AuctionNotFound,
  CurrentUser,
  Forbidden,
  RedlineApi,
  ReserveMet,
  ReserveNotAnOption,
  ReserveNotLowered,
  type SellerReserve
} from "@redline/api"
import { lowerReserveOptions, reserveMet } from "@redline/domain"
import { EngineClient } from "@redline/engine"
import { Clock, Effect, Layer } from "effect"
import { apiGroup } from "../ReadLanes.ts"

interface ReserveRow {
  readonly seller_id: number
  readonly reserve: number | null
  readonly no_reserve: boolean
  readonly current_bid: number
}

const sellerReserveOf = (row: ReserveRow): SellerReserve => {
  const met = reserveMet({ currentBid: row.current_bid, reserve: row.reserve, noReserve: row.no_reserve })
  return {
    reserve: row.reserve,
    no_reserve: row.no_reserve,
    reserve_met: met,
    options: met || row.reserve === null ? [] : lowerReserveOptions(row.reserve, row.current_bid)
  }
}

/**
 * The seller's reserve on a live auction, and lowering it (spec 3 §4, §9). Lowering goes to the
 * auction's actor as a bid does, so it is ordered with the bids around it and its event tells
 * every watcher whether the reserve is met now; only the seller sees the amount.
 */
export const ReserveHttpLive = apiGroup(RedlineApi, "reserve", (handlers) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const engine = yield* EngineClient

    const sellersReserve = (auctionId: number) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const [row] = yield* sql<ReserveRow>`
          SELECT seller_id, reserve, no_reserve, current_bid FROM auctions WHERE id = ${auctionId}`.pipe(Effect.orDie)
        if (row === undefined) return yield* Effect.fail(AuctionNotFound.default())
        if (row.seller_id !== user.id) return yield* Effect.fail(Forbidden.default())
        return row
      })

    return handlers
      .handle("sellerReserve", ({ path }) => Effect.map(sellersReserve(path.auction_id), sellerReserveOf))
      .handle("lowerReserve", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          yield* sellersReserve(path.auction_id)
          const receivedAt = yield* Clock.currentTimeMillis
          const reply = yield* engine.lowerReserve({ auctionId: path.auction_id, sellerId: user.id, amount: payload.amount, receivedAt })
          if (reply._tag === "NotTaken") return yield* Effect.fail(ReserveNotLowered.default())
          if (reply._tag === "Refused") {
            switch (reply.reason) {
              case "auction_not_found":
                return yield* Effect.fail(AuctionNotFound.default())
              case "not_seller":
                return yield* Effect.fail(Forbidden.default())
              case "auction_ended":
                return yield* Effect.fail(AuctionEnded.at(new Date(receivedAt)))
              case "reserve_met":
                return yield* Effect.fail(ReserveMet.default())
              case "not_a_reserve_option":
                return yield* Effect.fail(ReserveNotAnOption.default())
            }
          }
          return sellerReserveOf({ seller_id: user.id, reserve: payload.amount, no_reserve: false, current_bid: reply.current_bid })
        })
      )
  })
).pipe(Layer.provide(EngineClient.Default))
