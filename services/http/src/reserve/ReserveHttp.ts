import {
  AuctionEnded,
  AuctionNotStarted,
  AuctionNotFound,
  CurrentUser,
  Forbidden,
  RedlineApi,
  ReserveMet,
  ReserveNotAnOption,
  ReserveNotLowered,
  type SellerReserve
} from "@redline/api"
import { reserveMet, sellerReserveOptions } from "@redline/domain"
import { EngineClient } from "@redline/engine"
import { Clock, Effect, Layer, Option } from "effect"
import { AuctionsRepo, type SellerReserveRow } from "../auctions/AuctionsRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

const sellerReserveOf = (row: SellerReserveRow): SellerReserve => {
  const state = { currentBid: row.current_bid, reserve: row.reserve, noReserve: row.no_reserve }
  return { reserve: row.reserve, no_reserve: row.no_reserve, reserve_met: reserveMet(state), options: sellerReserveOptions(state) }
}

/**
 * The seller's reserve on a live auction, and lowering it (spec 3 §4, §9). Lowering goes to the
 * auction's actor as a bid does, so it is ordered with the bids around it and its event tells
 * every watcher whether the reserve is met now; only the seller sees the amount.
 */
export const ReserveHttpLive = apiGroup(RedlineApi, "reserve", (handlers) =>
  Effect.gen(function* () {
    const auctions = yield* AuctionsRepo
    const engine = yield* EngineClient

    const sellersReserve = (auctionId: number) =>
      Effect.gen(function* () {
        const user = yield* CurrentUser
        const found = yield* auctions.sellerReserve(auctionId)
        if (Option.isNone(found)) return yield* Effect.fail(AuctionNotFound.default())
        const row = found.value
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
              case "auction_not_started":
                return yield* Effect.fail(AuctionNotStarted.default())
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
