import { it } from "@effect/vitest"
import type { Envelope } from "@redline/api"
import { AuctionStatus, isRunning, minimumNextBid } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Effect, Option } from "effect"
import { describe, expect } from "vitest"
import { EnvelopeCodec } from "../src/AuctionEvent.ts"
import { EngineClient } from "../src/EngineClient.ts"
import { auctionRecord, expectConsistent } from "./auctionRecord.ts"
import { engineOptions, engineTestLayer, startEngine, untilServing } from "./engineUnderTest.ts"
import { type SeededAuction, seedAuction } from "./seedAuction.ts"

const sleepUntil = (epochMillis: number) => Effect.sleep(Math.max(0, epochMillis - Date.now()))

const closedRecord = (auctionId: number) =>
  Effect.sleep("100 millis").pipe(
    Effect.zipRight(auctionRecord(auctionId)),
    Effect.repeat({ until: (record) => !isRunning(record.auction.status), times: 150 })
  )

describe("the thread's system entries, written by the engine", () => {
  it.live(
    "note the first soft-close extension of a bidding war once, in its bid's commit, and every result at the close, as comment events in the auction's sequence",
    () =>
      Effect.gen(function* () {
        const end = Date.now() + 5_000
        const war = yield* seedAuction({ end, bidders: 2, reserve: null, softCloseSeconds: 2 })
        const short = yield* seedAuction({ end, bidders: 1, reserve: 50_000, softCloseSeconds: 2 })
        const quiet = yield* seedAuction({ end, bidders: 1, reserve: null, softCloseSeconds: 2 })
        const bus = yield* Bus
        const published: Array<Envelope> = []
        yield* bus.subscribe(channelSubject({ type: "auction", id: war.id }), (message) =>
          Effect.sync(() => published.push(Option.getOrThrow(EnvelopeCodec.decode(message.data))))
        )
        yield* startEngine(engineOptions("engine-thread"))
        yield* Effect.forEach([war, short, quiet], (auction) => untilServing(auction.id), { discard: true })
        const client = yield* EngineClient
        let current: number | null = null
        const bid = (auction: SeededAuction, bidder: number) =>
          Effect.gen(function* () {
            const amount = minimumNextBid(current)
            const reply = yield* client.placeBid({
              auctionId: auction.id,
              bidderId: auction.bidders[bidder]!.id,
              bidder: auction.bidders[bidder]!.username,
              amount,
              receivedAt: Date.now(),
              idempotencyKey: null
            })
            if (reply._tag !== "Accepted") return yield* Effect.die(`a bid was not accepted: ${JSON.stringify(reply)}`)
            current = amount
            return reply
          })

        // More than the window left: no extension.
        yield* bid(war, 0)
        yield* client.placeBid({
          auctionId: short.id,
          bidderId: short.bidders[0]!.id,
          bidder: short.bidders[0]!.username,
          amount: 1_000,
          receivedAt: Date.now(),
          idempotencyKey: null
        })
        // A bidding war in the last seconds: every bid extends the end, the first one past the scheduled end.
        yield* sleepUntil(end - 1_500)
        const warBids = []
        for (let round = 0; round < 6; round++) {
          warBids.push(yield* bid(war, (round + 1) % 2))
          yield* Effect.sleep("150 millis")
        }
        expect(warBids.every((reply) => Date.parse(reply.auction.auction_end) > end)).toBe(true)

        const record = yield* closedRecord(war.id)
        expectConsistent(record)
        expect(record.auction.status).toBe(AuctionStatus.sold)
        const winner = war.bidders[0]!.username
        expect(record.systemEntries.map((entry) => entry.text)).toEqual([
          "Soft close: a bid in the final 2 seconds extended the auction.",
          `Sold for $${record.auction.current_bid.toLocaleString("en-US")} to @${winner}.`
        ])
        expect(record.events.map((event) => event.kind)).toEqual([
          "bid",
          "bid",
          "comment",
          "bid",
          "bid",
          "bid",
          "bid",
          "bid",
          "comment",
          "auction_end"
        ])
        // The extension's entry is the first extending bid's, written in its commit: no transaction of its own.
        const [, extending, extension] = record.events
        expect(extension!.data.timestamp).toBe(record.bids[1]!.received_at.toISOString())
        expect(extension!.created_at).toEqual(extending!.created_at)
        expect(new Set(record.events.slice(0, -2).map((event) => event.created_at.getTime())).size).toBe(record.bidCommits)
        // The result's entry is dated at the end, and committed with the close.
        const [result, close] = record.events.slice(-2)
        expect(result!.data.timestamp).toBe(record.auction.auction_end.toISOString())
        expect(result!.created_at).toEqual(close!.created_at)
        // Published after commit, in sequence order, as logged.
        yield* Effect.sleep("100 millis").pipe(Effect.repeat({ until: () => published.length >= record.events.length, times: 50 }))
        expect(published.map(({ seq, kind, data }) => ({ seq, kind, data }))).toEqual(
          record.events.map(({ seq, kind, data }) => ({ seq, kind, data }))
        )
        expect(published.find((envelope) => envelope.kind === "comment")?.data).toMatchObject({
          type: 5,
          user: null,
          upvotes: 0,
          flags: 0,
          attachments: []
        })

        const shortRecord = yield* closedRecord(short.id)
        expectConsistent(shortRecord)
        expect(shortRecord.systemEntries.map((entry) => entry.text)).toEqual(["Reserve not met. Bid to $1,000."])
        expect(shortRecord.events.map((event) => event.kind)).toEqual(["bid", "comment", "auction_end"])
        const quietRecord = yield* closedRecord(quiet.id)
        expectConsistent(quietRecord)
        expect(quietRecord.systemEntries.map((entry) => entry.text)).toEqual(["Ended with no bids."])
        expect(quietRecord.events.map((event) => event.kind)).toEqual(["comment", "auction_end"])
      }).pipe(
        // The test's engines stop before the database and bus they stand on go.
        Effect.scoped,
        Effect.provide(engineTestLayer)
      )
  )
})
