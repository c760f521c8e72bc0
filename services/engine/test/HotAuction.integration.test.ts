import { it } from "@effect/vitest"
import type { Envelope } from "@redline/api"
import { bidStep, minimumNextBid } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Option } from "effect"
import { describe, expect } from "vitest"
import { EnvelopeCodec } from "../src/AuctionEvent.ts"
import type { BidAccepted } from "../src/EngineProtocol.ts"
import { auctionRecord, expectConsistent } from "./auctionRecord.ts"
import { engineOptions, engineTestLayer, placeBidUntilTaken, startEngine, untilServing } from "./engineUnderTest.ts"
import { seedAuction } from "./seedAuction.ts"

const BIDDERS = 50
const ROUNDS = 20

describe("a hot auction, through the engine client, the bus and the engine into Postgres", () => {
  it.live("takes 50 concurrent bidders' bids in step order, commits them in groups and logs them without gaps", () =>
    Effect.gen(function* () {
      const auction = yield* seedAuction({ end: Date.now() + 3_600_000, bidders: BIDDERS, reserve: 10_000 })
      const bus = yield* Bus
      const published: Array<Envelope> = []
      yield* bus.subscribe(channelSubject({ type: "auction", id: auction.id }), (message) =>
        Effect.sync(() => published.push(Option.getOrThrow(EnvelopeCodec.decode(message.data))))
      )
      yield* startEngine(engineOptions("engine-hot"))
      yield* untilServing(auction.id)

      const accepted: Array<BidAccepted> = []
      const refusals: Array<string> = []
      let retries = 0
      yield* Effect.forEach(
        auction.bidders,
        (bidder) =>
          Effect.gen(function* () {
            let minimum = minimumNextBid(null)
            for (let round = 0; round < ROUNDS; round++) {
              // Some bidders jump a few steps, so several bids of one batch can beat each other.
              const amount = minimum + bidStep(minimum) * Math.floor(Math.random() * 10)
              const { reply, attempts } = yield* placeBidUntilTaken({
                auctionId: auction.id,
                bidderId: bidder.id,
                bidder: bidder.username,
                amount,
                receivedAt: Date.now(),
                idempotencyKey: `round-${round}`
              })
              retries += attempts - 1
              if (reply._tag === "Accepted") {
                accepted.push(reply)
                minimum = minimumNextBid(reply.auction.current_bid)
              } else if (reply._tag === "Refused") {
                refusals.push(reply.reason)
                minimum = reply.min_bid
              }
            }
          }),
        { concurrency: "unbounded", discard: true }
      )

      const record = yield* auctionRecord(auction.id)
      expectConsistent(record)
      expect(retries).toBe(0)
      expect(new Set(refusals)).toEqual(new Set(["bid_too_low"]))
      expect(accepted.length + refusals.length).toBe(BIDDERS * ROUNDS)
      // Every acknowledged bid is stored as acknowledged, and nothing else is.
      const stored = new Map(record.bids.map((bid) => [bid.id, bid]))
      expect(record.bids).toHaveLength(accepted.length)
      for (const { bid } of accepted) expect(stored.get(bid.id)?.amount).toBe(bid.amount)
      // Each bid's answer names its entry in the thread.
      const entryOf = new Map(record.bidEntries.map((entry) => [entry.bid_id, entry.id]))
      for (const { bid } of accepted) expect(bid.comment_id).toBe(entryOf.get(bid.id))
      // Fewer transactions than bids: at least one commit carried several bids.
      expect(record.bidCommits).toBeLessThan(record.bids.length)
      // Every event went out after its commit, in sequence order, as it was logged.
      yield* Effect.sleep("100 millis").pipe(Effect.repeat({ until: () => published.length >= record.events.length, times: 50 }))
      expect(published.map(({ seq, kind, data }) => ({ seq, kind, data }))).toEqual(
        record.events.map(({ seq, kind, data }) => ({ seq, kind, data }))
      )
    }).pipe(
      // The test's engines stop before the database and bus they stand on go.
      Effect.scoped,
      Effect.provide(engineTestLayer)
    )
  )
})
