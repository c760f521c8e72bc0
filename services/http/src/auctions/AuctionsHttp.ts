import { HttpApiBuilder } from "@effect/platform"
import { AuctionNotFound, CurrentUser, RedlineApi } from "@redline/api"
import { Effect, Option } from "effect"
import { currentDate } from "@redline/infra"
import { clientAddress, RateLimiter } from "../RateLimiter.ts"
import { endedSelection, liveSelection } from "./AuctionListing.ts"
import { AuctionsRepo } from "./AuctionsRepo.ts"

/**
 * One view per address and auction in half an hour: a reload storm, or a reader coming back to
 * the tab, is one visit. Views past the limit are answered as not counted rather than refused:
 * the reader did nothing wrong, and the page has nothing to show for it.
 */
const VIEW_LIMIT = { max: 1, windowMillis: 30 * 60_000 }

/** The reader behind the optional authentication, whose watches the answers tell; null for a visitor. */
const viewerId = Effect.map(Effect.serviceOption(CurrentUser), Option.match({ onNone: () => null, onSome: (user) => user.id }))

export const AuctionsHttpLive = HttpApiBuilder.group(RedlineApi, "auctions", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* AuctionsRepo
    const limiter = yield* RateLimiter
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
      .handle("countView", ({ path, request }) =>
        Effect.gen(function* () {
          const id = path.auction_id
          if (!(yield* Effect.orDie(repo.exists(id)))) return yield* Effect.fail(AuctionNotFound.default())
          const fresh = yield* limiter.attempt(`auction-view:${clientAddress(request.headers)}:${id}`, VIEW_LIMIT)
          if (!fresh) return { counted: false }
          return { counted: yield* Effect.orDie(repo.countView(id)) }
        }))
  })
)
