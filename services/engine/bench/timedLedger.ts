import { Effect } from "effect"
import { performance } from "node:perf_hooks"
import { AuctionLedger } from "../src/AuctionLedger.ts"

export interface TimedCommit {
  /** performance.now() when the commit finished. */
  readonly at: number
  readonly millis: number
  readonly bids: number
}

/** The ledger with every commit of bids timed: the database's share of a bid's wait. */
export const timedLedger = Effect.gen(function* () {
  const ledger = yield* AuctionLedger
  const commits: Array<TimedCommit> = []
  const timed = AuctionLedger.make({
    ...ledger,
    commitBids: (fence, accepted) =>
      Effect.suspend(() => {
        const started = performance.now()
        return ledger.commitBids(fence, accepted).pipe(
          Effect.ensuring(
            Effect.sync(() => {
              const at = performance.now()
              commits.push({ at, millis: at - started, bids: accepted.length })
            })
          )
        )
      })
  })
  return { ledger: timed, commits }
})
