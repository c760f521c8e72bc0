import { Bus } from "@redline/infra"
import { Effect, Option } from "effect"
import { type BidCommand, BidCommandCodec, type BidReply, BidReplyCodec, bidSubject, partitionOf } from "./EngineProtocol.ts"
import { bidRequestOf, LocalPartitions } from "./LocalPartitions.ts"

/** How long a bid waits for its owner's answer before it is answered NotTaken. */
const ANSWER_WITHIN = "5 seconds"

/** How the API hands a bid to the auction's owner, wherever it runs. */
export class EngineClient extends Effect.Service<EngineClient>()("@redline/engine/EngineClient", {
  effect: Effect.gen(function* () {
    const bus = yield* Bus
    const local = yield* Effect.serviceOption(LocalPartitions)
    const notTaken: BidReply = { _tag: "NotTaken" }

    const overTheBus = (command: BidCommand): Effect.Effect<BidReply> =>
      bus.request(bidSubject(command.auctionId), BidCommandCodec.encode(command), ANSWER_WITHIN).pipe(
        Effect.map((reply) => Option.getOrElse(BidReplyCodec.decode(reply), () => notTaken)),
        Effect.orElseSucceed(() => notTaken)
      )

    /**
     * To the auction's actor directly when this process owns its partition (`LocalPartitions`),
     * else over the bus. NotTaken when no owner answered in time, or with nothing readable. The bid
     * may still have been applied (it waited in a slow actor's mailbox): a retry with the same
     * idempotency key gets its first answer if so.
     */
    const placeBid = (command: BidCommand): Effect.Effect<BidReply> => {
      const owner = Option.isSome(local) ? local.value.owned(partitionOf(command.auctionId)) : undefined
      if (owner === undefined) return overTheBus(command)
      return owner
        .bid(command.auctionId, bidRequestOf(command))
        .pipe(Effect.timeoutTo({ duration: ANSWER_WITHIN, onTimeout: () => notTaken, onSuccess: (reply) => reply }))
    }

    return { placeBid }
  })
}) {}
