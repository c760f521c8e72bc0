import { Bus } from "@redline/infra"
import { Effect, Schema } from "effect"
import { type BidCommand, BidCommandJson, type BidReply, BidReplyJson, bidSubject } from "./EngineProtocol.ts"

/** How the API hands a bid to the auction's owner, wherever it runs. */
export class EngineClient extends Effect.Service<EngineClient>()("@redline/engine/EngineClient", {
  effect: Effect.gen(function* () {
    const bus = yield* Bus
    const encode = Schema.encodeSync(BidCommandJson)
    const decode = Schema.decodeUnknownSync(BidReplyJson)

    /**
     * NotTaken when no owner answered in time. The bid may still have been
     * applied (it waited in a slow actor's mailbox): a retry with the same
     * idempotency key gets its first answer if so.
     */
    const placeBid = (command: BidCommand): Effect.Effect<BidReply> =>
      bus.request(bidSubject(command.auctionId), new TextEncoder().encode(encode(command)), "5 seconds").pipe(
        Effect.map((reply) => decode(new TextDecoder().decode(reply))),
        Effect.catchAll(() => Effect.succeed<BidReply>({ _tag: "NotTaken" }))
      )

    return { placeBid }
  })
}) {}
