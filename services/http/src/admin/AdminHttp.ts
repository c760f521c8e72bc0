import { BadRequest, CurrentUser, Forbidden, RedlineApi, UnknownSeller, UserExists } from "@redline/api"
import { auctionUrl, newAuctionProblem } from "@redline/domain"
import { currentDate } from "@redline/infra"
import { DateTime, Effect, Layer, Option } from "effect"
import { Provisioning } from "./Provisioning.ts"
import { apiGroup } from "../ReadLanes.ts"

/** Staff provisioning, used by staff tools and the load harness: admin ability only. */
const requireAdmin = Effect.flatMap(CurrentUser, (user) => (user.isAdmin ? Effect.void : Effect.fail(Forbidden.default())))

export const AdminHttpLive = apiGroup(RedlineApi, "admin", (handlers) =>
  Effect.gen(function* () {
    const provisioning = yield* Provisioning
    return handlers
      .handle("createUser", ({ payload }) =>
        Effect.gen(function* () {
          yield* requireAdmin
          const id = yield* provisioning.createUser(payload).pipe(Effect.catchTag("UserTaken", () => Effect.fail(UserExists.default())))
          return { user_id: id }
        })
      )
      .handle("createAuction", ({ payload }) =>
        Effect.gen(function* () {
          yield* requireAdmin
          const seller = yield* provisioning.sellerId(payload.seller_username)
          if (Option.isNone(seller)) return yield* Effect.fail(UnknownSeller.default())
          const now = yield* currentDate
          const start = payload.auction_start === undefined ? now : DateTime.toDate(payload.auction_start)
          const end = DateTime.toDate(payload.auction_end)
          const problem = newAuctionProblem({ start, end, now, noReserve: payload.no_reserve, reserve: payload.reserve })
          if (problem !== null) return yield* Effect.fail(BadRequest.of(problem))
          const id = yield* provisioning.createAuction(payload, seller.value, start, end, now)
          return { id, auction_url: auctionUrl(id, payload.title) }
        })
      )
  })
).pipe(Layer.provide(Provisioning.Default))
