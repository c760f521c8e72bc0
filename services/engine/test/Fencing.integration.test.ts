import { DEFAULT_BUYER_COMMISSION } from "@redline/domain"
import { it } from "@effect/vitest"
import { SqlClient } from "@effect/sql"
import { AuctionStatus } from "@redline/domain"
import { freshDatabase } from "@redline/infra/testing"
import { Effect, Layer, Option } from "effect"
import { describe, expect } from "vitest"
import { AuctionLedger } from "../src/AuctionLedger.ts"
import { decideBid, outcomeOf } from "../src/AuctionState.ts"
import { partitionOf } from "../src/EngineProtocol.ts"
import { auctionRecord } from "./auctionRecord.ts"
import { seedAuction } from "./seedAuction.ts"

describe("the fencing epoch", () => {
  it.live("refuses every write of an owner whose partition was claimed since, and lets nothing through", () =>
    Effect.gen(function* () {
      const ledger = yield* AuctionLedger
      const sql = yield* SqlClient.SqlClient
      const auction = yield* seedAuction({ end: Date.now() + 3_600_000, bidders: 1, reserve: null })
      const bidder = auction.bidders[0]!
      const partition = partitionOf(auction.id)

      const ownerA = yield* ledger.claim(partition, "engine-a")
      const ownerB = yield* ledger.claim(partition, "engine-b")
      expect(ownerB.epoch).toBeGreaterThan(ownerA.epoch)

      const state = Option.getOrThrow(yield* ledger.load(auction.id, 120))
      const request = { bidderId: bidder.id, bidder: bidder.username, amount: 1_000, receivedAt: new Date(), idempotencyKey: "bid-1" }
      const decision = decideBid(state, request)
      if (decision._tag !== "Accepted") return expect.fail(`the bid was refused: ${decision.reason}`)
      const accepted = [{ request, amount: decision.amount, after: decision.after, firstExtension: decision.firstExtension }]

      expect(yield* Effect.flip(ledger.commitBids(ownerA, accepted))).toMatchObject({ _tag: "StaleOwner", epoch: ownerA.epoch })
      expect(yield* Effect.flip(ledger.close(ownerA, state, outcomeOf(state, DEFAULT_BUYER_COMMISSION)))).toMatchObject({
        _tag: "StaleOwner"
      })
      const untouched = yield* auctionRecord(auction.id)
      expect(untouched.bids).toEqual([])
      expect(untouched.events).toEqual([])
      expect(untouched.auction).toMatchObject({ status: AuctionStatus.live, current_bid: 0, bid_count: 0, event_seq: 0 })
      const [comments] = yield* sql<{ count: number }>`SELECT count(*)::int AS count FROM comments WHERE auction_id = ${auction.id}`
      expect(comments!.count).toBe(0)

      // The same write under the current epoch goes through.
      yield* ledger.commitBids(ownerB, accepted)
      const written = yield* auctionRecord(auction.id)
      expect(written.bids.map((bid) => bid.amount)).toEqual([1_000])
      expect(written.auction).toMatchObject({ current_bid: 1_000, bid_count: 1, event_seq: 1 })
    }).pipe(Effect.provide(Layer.provideMerge(AuctionLedger.Default, freshDatabase)))
  )
})
