import type { BidReply } from "@redline/engine"
import { Effect } from "effect"
import { WatchesRepo } from "../watches/WatchesRepo.ts"

/**
 * Bidding watches the car, as on BaT and Cars & Bids: a bid the engine accepted adds the auction
 * to the bidder's watch list, whichever way the bid came (the bid lane or the API's handler). The
 * watch is written beside the bid's answer rather than before it, so the bid waits for nothing
 * more than the engine; a watch that could not be written leaves the bid as it was.
 */
export class BidderWatches extends Effect.Service<BidderWatches>()("@redline/http/BidderWatches", {
  scoped: Effect.gen(function* () {
    const watches = yield* WatchesRepo
    const scope = yield* Effect.scope

    const afterBid = (auctionId: number, bidderId: number, reply: BidReply): Effect.Effect<void> =>
      reply._tag === "Accepted"
        ? watches.keepWatching(auctionId, bidderId).pipe(
            Effect.catchAllCause((cause) => Effect.logWarning(`Bidder ${bidderId} was not made to watch auction ${auctionId}`, cause)),
            Effect.forkIn(scope),
            Effect.asVoid
          )
        : Effect.void

    return { afterBid }
  }),
  dependencies: [WatchesRepo.Default]
}) {}
