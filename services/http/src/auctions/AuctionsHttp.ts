import { HttpApiBuilder } from "@effect/platform"
import { AuctionNotFound, RedlineApi } from "@redline/api"
import { Effect } from "effect"
import { currentDate } from "@redline/infra"
import { endedSelection, liveSelection } from "./AuctionListing.ts"
import { AuctionsRepo } from "./AuctionsRepo.ts"


export const AuctionsHttpLive = HttpApiBuilder.group(RedlineApi, "auctions", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* AuctionsRepo
    return handlers
      .handle("listLive", ({ urlParams }) =>
        Effect.flatMap(currentDate, (at) => repo.list(liveSelection(urlParams, at))).pipe(Effect.orDie))
      .handle("listClosed", ({ urlParams }) =>
        Effect.flatMap(currentDate, (at) => repo.list(endedSelection(urlParams, at))).pipe(Effect.orDie))
      .handle("get", ({ path }) =>
        Effect.flatMap(currentDate, (at) => repo.byId(path.auction_id, at)).pipe(
          Effect.orDie,
          Effect.flatten,
          Effect.catchTag("NoSuchElementException", () => Effect.fail(AuctionNotFound.default()))
        ))
  })
)
