import type { BidReply } from "@redline/engine"
import { Effect, FiberSet } from "effect"
import { WatchesRepo } from "../watches/WatchesRepo.ts"

/** Pairs remembered before the memory starts over (a few megabytes). */
const REMEMBERED_PAIRS = 100_000

/**
 * Bidding watches the car, as on BaT and Cars & Bids: a bid the engine accepted adds the auction
 * to the bidder's watch list, whichever way the bid came (the bid lane or the API's handler). The
 * watch is written beside the bid's answer rather than before it, so the bid waits for nothing
 * more than the engine; a watch that could not be written leaves the bid as it was.
 *
 * Once per bidder and auction: the process remembers whom it made watch which auction, so a
 * bidding war costs one write per bidder rather than one per bid, and a bidder who stops
 * watching after bidding is not made to watch again by their next bids.
 */
export class BidderWatches extends Effect.Service<BidderWatches>()("@redline/http/BidderWatches", {
  scoped: Effect.gen(function* () {
    const watches = yield* WatchesRepo
    const run = yield* FiberSet.makeRuntime<never>()

    const made = new Set<string>()

    /** Called beside the bid's answer; the watch is written in a fiber of its own, when it must be. */
    const noteBid = (auctionId: number, bidderId: number, reply: BidReply): void => {
      if (reply._tag !== "Accepted") return
      const pair = `${auctionId}:${bidderId}`
      if (made.has(pair)) return
      if (made.size >= REMEMBERED_PAIRS) made.clear()
      made.add(pair)
      run(
        watches.keepWatching(auctionId, bidderId).pipe(
          Effect.catchAllCause((cause) =>
            Effect.zipRight(
              Effect.sync(() => made.delete(pair)),
              Effect.logWarning(`Bidder ${bidderId} was not made to watch auction ${auctionId}`, cause)
            )
          )
        )
      )
    }

    return {
      noteBid,
      afterBid: (auctionId: number, bidderId: number, reply: BidReply): Effect.Effect<void> =>
        Effect.sync(() => noteBid(auctionId, bidderId, reply))
    }
  }),
  dependencies: [WatchesRepo.Default]
}) {}
