import { Effect, Option } from "effect"
import { type AuctionEvent, auctionEndEvent, bidEvent, closeEntryEvent, extensionEntryEvent, reserveLoweredEvent } from "./AuctionEvent.ts"
import { type AcceptedInBatch, type AuctionLedgerShape, StaleOwner } from "./AuctionLedger.ts"
import type { AuctionOutcome, AuctionState } from "./AuctionState.ts"

/**
 * The ledger of `AuctionLedger.Test`, in memory: records every commit, can
 * hold commits back (a slow database) and can be fenced off.
 */
export const memoryLedger = (auctions: ReadonlyArray<AuctionState>, commitsOpen: Effect.Latch) => {
  const states = new Map(auctions.map((auction) => [auction.id, auction]))
  const batches: Array<ReadonlyArray<AcceptedInBatch>> = []
  const events: Array<AuctionEvent> = []
  const outcomes: Array<AuctionOutcome> = []
  let nextId = 1
  let fencedOff = false
  const ledger: AuctionLedgerShape = {
    claim: (partition) => Effect.succeed({ partition, epoch: 1 }),
    load: (id) => Effect.succeed(Option.fromNullable(states.get(id))),
    runningIn: () => Effect.succeed([...states.keys()]),
    startDue: () => Effect.succeed(Option.none()),
    idempotentBids: () => Effect.succeed([]),
    commitBids: (fence, accepted) =>
      Effect.zipRight(
        commitsOpen.await,
        Effect.suspend(() => {
          if (fencedOff) return Effect.fail(new StaleOwner(fence))
          batches.push(accepted)
          const written = accepted.flatMap((bid) => {
            const event = bidEvent(bid, nextId, nextId++)
            return bid.firstExtension ? [event, extensionEntryEvent(bid, nextId++)] : [event]
          })
          events.push(...written)
          const last = accepted.at(-1)!.after
          states.set(last.id, last)
          return Effect.succeed(written)
        })
      ),
    lowerReserve: (fence, after) =>
      Effect.suspend(() => {
        if (fencedOff) return Effect.fail(new StaleOwner(fence))
        const written = [reserveLoweredEvent(after)]
        events.push(...written)
        states.set(after.id, after)
        return Effect.succeed(written)
      }),
    close: (fence, state, outcome) =>
      Effect.suspend(() => {
        if (fencedOff) return Effect.fail(new StaleOwner(fence))
        const written = [closeEntryEvent(state, outcome, nextId++), auctionEndEvent(state, outcome)]
        events.push(...written)
        outcomes.push(outcome)
        states.set(state.id, { ...state, status: outcome.status, eventSeq: written[1]!.seq })
        return Effect.succeed(written)
      })
  }
  return {
    ledger,
    batches,
    events,
    outcomes,
    stored: (id: number) => states.get(id),
    fenceOff: () => {
      fencedOff = true
    }
  }
}
