import { AuctionNotFound, RedlineApi } from "@redline/api"
import { decodeListQuery } from "@redline/domain"
import { Effect } from "effect"
import { currentDate } from "@redline/infra"
import { readerId } from "../auth/OptionalSession.ts"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { foundOr } from "../Refuse.ts"
import { ClosestToMe } from "../distance/ClosestToMe.ts"
import { endedSelection, liveSelection } from "./AuctionListing.ts"
import { AuctionsRepo } from "./AuctionsRepo.ts"
import { apiGroup } from "../ReadLanes.ts"

/**
 * One view per address and auction in half an hour: a reload storm, or a reader coming back to
 * the tab, is one visit. Views past the limit are answered as not counted rather than refused:
 * the reader did nothing wrong, and the page has nothing to show for it.
 */
const VIEW_LIMIT = { max: 1, window: "30 minutes" } as const

export const AuctionsHttpLive = apiGroup(RedlineApi, "auctions", (handlers) =>
  Effect.gen(function* () {
    const repo = yield* AuctionsRepo
    const limits = yield* RateLimits
    const closestToMe = yield* ClosestToMe
    return handlers
      .handle("listLive", ({ urlParams }) =>
        Effect.gen(function* () {
          const [at, viewer] = yield* Effect.all([currentDate, readerId])
          const origin = yield* closestToMe.originOf(decodeListQuery("home", urlParams, at).sort, urlParams, viewer)
          return yield* repo.list(liveSelection(urlParams, at, origin), viewer)
        })
      )
      .handle("listClosed", ({ urlParams }) =>
        Effect.all([currentDate, readerId]).pipe(Effect.flatMap(([at, viewer]) => repo.list(endedSelection(urlParams, at), viewer)))
      )
      .handle("get", ({ path }) =>
        Effect.all([currentDate, readerId]).pipe(
          Effect.flatMap(([at, viewer]) => repo.byId(path.auction_id, at, viewer)),
          Effect.flatMap(foundOr(AuctionNotFound.default))
        )
      )
      .handle("countView", ({ path, request }) =>
        Effect.gen(function* () {
          const id = path.auction_id
          const fresh = yield* limits.take(`auction-view:${clientAddress(request.headers)}:${id}`, VIEW_LIMIT.max, VIEW_LIMIT.window)
          // a fresh view is counted in one statement, which also says whether the auction exists
          const known = yield* fresh ? repo.countView(id) : repo.exists(id)
          if (!known) return yield* Effect.fail(AuctionNotFound.default())
          return { counted: fresh }
        })
      )
  })
)
