import {
  AccountSuspended,
  AuctionNotFound,
  BidNotWholeDollars,
  BidTooHigh,
  CurrentUser,
  NotRegisteredToBid,
  RedlineApi
} from "@redline/api"
import { bidAmountFormProblem, bidderRefusal, hasEnded } from "@redline/domain"
import { EngineClient } from "@redline/engine"
import { Clock, Effect, Layer, Option } from "effect"
import { currentDate } from "@redline/infra"
import { AuctionsRepo } from "../auctions/AuctionsRepo.ts"
import { clientAddress, RateLimits } from "../RateLimits.ts"
import { bidAnswer } from "./BidAnswer.ts"
import { BidderWatches } from "./BidderWatches.ts"
import { apiGroup } from "../ReadLanes.ts"

// Browsers ask once their countdown reaches zero, then back off; more than this is a client gone wrong.
const END_CHECK_LIMIT = { max: 5, window: "10 seconds" } as const

/** The gateway's receive stamp; without a gateway in front (tests), the handler's own clock. */
const receivedAt = (headers: Readonly<Record<string, string | undefined>>) =>
  Effect.map(Clock.currentTimeMillis, (millis) => {
    const stamped = Number(headers["x-received-at"])
    return Number.isSafeInteger(stamped) && stamped > 0 ? stamped : millis
  })

export const BidsHttpLive = apiGroup(RedlineApi, "bids", (handlers) =>
  Effect.gen(function* () {
    const engine = yield* EngineClient
    const auctions = yield* AuctionsRepo
    const limits = yield* RateLimits
    const bidderWatches = yield* BidderWatches

    return handlers
      .handle("placeBid", ({ path, payload, request }) =>
        Effect.gen(function* () {
          const user = yield* CurrentUser
          const bidder = bidderRefusal({ isSeller: false, suspended: user.suspended, registered: user.cardOnFile && user.biddingAgreement })
          if (bidder === "account_suspended") return yield* Effect.fail(AccountSuspended.default())
          if (bidder === "not_registered") return yield* Effect.fail(NotRegisteredToBid.default())
          // What any auction would refuse doesn't travel to one.
          const amount = bidAmountFormProblem(payload.amount)
          if (amount === "not_whole_dollars") return yield* Effect.fail(BidNotWholeDollars.default())
          if (amount === "too_high") return yield* Effect.fail(BidTooHigh.default())
          const stamp = yield* receivedAt(request.headers)
          const reply = yield* engine.placeBid({
            auctionId: path.auction_id,
            bidderId: user.id,
            bidder: user.username,
            amount: payload.amount,
            receivedAt: stamp,
            idempotencyKey: payload.idempotency_key ?? null,
            intent: request.headers["x-bid-intent"]
          })
          yield* bidderWatches.afterBid(path.auction_id, user.id, reply)
          return yield* bidAnswer(reply, stamp)
        })
      )
      .handle("stats", ({ path }) =>
        Effect.flatMap(currentDate, (at) => auctions.stats(path.auction_id, at)).pipe(
          Effect.flatMap(Option.match({ onNone: () => Effect.fail(AuctionNotFound.default()), onSome: Effect.succeed }))
        )
      )
      .handle("checkEnd", ({ path, request }) =>
        Effect.gen(function* () {
          const key = `check_end:${clientAddress(request.headers)}:${path.auction_id}`
          yield* limits.enforce(key, END_CHECK_LIMIT.max, END_CHECK_LIMIT.window)
          const stats = yield* auctions.stats(path.auction_id, yield* currentDate)
          if (Option.isNone(stats)) return yield* Effect.fail(AuctionNotFound.default())
          const { status, auction_end } = stats.value
          return { ended: hasEnded(status), status, auction_end }
        })
      )
  })
).pipe(Layer.provide([EngineClient.Default, BidderWatches.Default]))
