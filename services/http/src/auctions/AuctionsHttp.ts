import { HttpApiBuilder } from "@effect/platform"
import { AuctionNotFound, CurrentUser, RedlineApi } from "@redline/api"
import { Effect, Option } from "effect"
import { currentDate } from "@redline/infra"
import { endedSelection, liveSelection } from "./AuctionListing.ts"
import { AuctionsRepo } from "./AuctionsRepo.ts"

/** The reader behind the optional authentication, whose watches the answers tell; null for a visitor. */
const viewerId = Effect.map(Effect.serviceOption(CurrentUser), Option.match({ onNone: () => null, onSome: (user) => user.id }))

export const AuctionsHttpLive = HttpApiBuilder.group(RedlineApi, "auctions", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* AuctionsRepo
    return handlers
      .handle("listLive", ({ urlParams }) =>
        Effect.all([currentDate, viewerId]).pipe(
          Effect.flatMap(([at, viewer]) => repo.list(liveSelection(urlParams, at), viewer)),
          Effect.orDie
        ))
      .handle("listClosed", ({ urlParams }) =>
        Effect.all([currentDate, viewerId]).pipe(
          Effect.flatMap(([at, viewer]) => repo.list(endedSelection(urlParams, at), viewer)),
          Effect.orDie
        ))
      .handle("get", ({ path }) =>
        Effect.all([currentDate, viewerId]).pipe(
          Effect.flatMap(([at, viewer]) => repo.byId(path.auction_id, at, viewer)),
          Effect.orDie,
          Effect.flatten,
          Effect.catchTag("NoSuchElementException", () => Effect.fail(AuctionNotFound.default()))
        ))
  })
)
