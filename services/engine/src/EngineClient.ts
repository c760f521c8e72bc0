import { Bus } from "@redline/infra"
import { Effect, Option } from "effect"
import { type BidCommand, BidCommandCodec, type BidReply, BidReplyCodec, bidSubject } from "./EngineProtocol.ts"

/** How the API hands a bid to the auction's owner, wherever it runs. */
export class EngineClient extends Effect.Service<EngineClient>()("@redline/engine/EngineClient", {
  effect: Effect.gen(function* () {
    const bus = yield* Bus
    const notTaken: BidReply = { _tag: "NotTaken" }

    /**
     * NotTaken when no owner answered in time, or with nothing readable. The bid may still have been
     * applied (it waited in a slow actor's mailbox): a retry with the same
     * idempotency key gets its first answer if so.
     */
    const placeBid = (command: BidCommand): Effect.Effect<BidReply> =>
      bus.request(bidSubject(command.auctionId), BidCommandCodec.encode(command), "5 seconds").pipe(
        Effect.map((reply) => Option.getOrElse(BidReplyCodec.decode(reply), () => notTaken)),
        Effect.orElseSucceed(() => notTaken)
      )

    return { placeBid }
  })
}) {}
