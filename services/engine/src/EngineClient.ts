import { Bus } from "@redline/infra"
import { Context, Effect, Layer, Schema } from "effect"
import { type BidCommand, BidCommandJson, type BidReply, BidReplyJson, bidSubject } from "./EngineProtocol.ts"

/** How the API hands a bid to the auction's owner, wherever it runs. */
export class EngineClient extends Context.Tag("@redline/engine/EngineClient")<EngineClient, {
  /**
   * NotTaken when no owner answered in time. The bid may still have been
   * applied (it waited in a slow actor's mailbox): a retry with the same
   * idempotency key gets its first answer if so.
   */
  readonly placeBid: (command: BidCommand) => Effect.Effect<BidReply>
}>() {
  static readonly layer = Layer.effect(
    EngineClient,
    Effect.gen(function* () {
      const bus = yield* Bus
      const encode = Schema.encodeSync(BidCommandJson)
      const decode = Schema.decodeUnknownSync(BidReplyJson)
      return EngineClient.of({
        placeBid: (command) =>
          bus.request(bidSubject(command.auctionId), new TextEncoder().encode(encode(command)), "5 seconds").pipe(
            Effect.map((reply) => decode(new TextDecoder().decode(reply))),
            Effect.catchAll(() => Effect.succeed<BidReply>({ _tag: "NotTaken" }))
          )
      })
    })
  )
}
