import { AuctionNotFound, CurrentUser, RedlineApi, SellerCannotWatch, WatchListAfterUnknown } from "@redline/api"
import { PAGE_SIZES } from "@redline/domain"
import { Effect, Layer } from "effect"
import { type WatchListOutcome, type WatchOutcome, WatchesRepo } from "./WatchesRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

const answer = (outcome: WatchOutcome) => {
  switch (outcome._tag) {
    case "Watched":
      return Effect.succeed(outcome.state)
    case "AuctionNotFound":
      return Effect.fail(AuctionNotFound.default())
    case "SellerCannotWatch":
      return Effect.fail(SellerCannotWatch.default())
  }
}

const page = (outcome: WatchListOutcome) =>
  outcome._tag === "Page"
    ? Effect.succeed({ auctions: outcome.auctions, has_more: outcome.hasMore })
    : Effect.fail(WatchListAfterUnknown.default())

/**
 * Watch or unwatch. The new count is in the answer, so the page that asked shows it at once;
 * other open pages see it on their next load of the auction. It is not an auction event: those
 * are numbered by the auction's engine actor alone (one writer per auction), and a watch needs
 * no place in that order. The watch list is the user's own, whoever asks.
 */
export const WatchesHttpLive = apiGroup(RedlineApi, "watches", (handlers) =>
  Effect.gen(function* () {
    const watches = yield* WatchesRepo
    return handlers
      .handle("watch", ({ path, payload }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const outcome = yield* watches.setWatching(path.auction_id, user.id, payload.watch)
          return yield* answer(outcome)
        })
      )
      .handle("list", ({ urlParams }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const outcome = yield* watches.list(user.id, {
            status: urlParams.status,
            sort: urlParams.sort,
            limit: urlParams.limit ?? PAGE_SIZES.watchList,
            afterId: urlParams.after_id
          })
          return yield* page(outcome)
        })
      )
  })
).pipe(Layer.provide(WatchesRepo.Default))
