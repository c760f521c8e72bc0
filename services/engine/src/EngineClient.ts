import { Bus } from "@redline/infra"
import { Effect, Exit, Option, Runtime } from "effect"
import type { BidAnswer } from "./AuctionActor.ts"
import {
  type BidCommand,
  BidCommandCodec,
  type BidReply,
  BidReplyCodec,
  bidSubject,
  partitionOf,
  type ReserveCommand,
  ReserveCommandCodec,
  type ReserveReply,
  ReserveReplyCodec,
  reserveSubject
} from "./EngineProtocol.ts"
import { bidRequestOf, LocalPartitions } from "./LocalPartitions.ts"

/** How long a bid waits for its owner's answer before it is answered NotTaken. */
const ANSWER_WITHIN_MILLIS = 5_000

const NOT_TAKEN: BidReply = { _tag: "NotTaken" }

/** `answer`, called once: with the first reply, or NotTaken when none came in time. */
const answeredWithin = (millis: number, answer: BidAnswer): BidAnswer => {
  let answered = false
  const once: BidAnswer = (reply) => {
    if (answered) return
    answered = true
    clearTimeout(timer)
    answer(reply)
  }
  const timer = setTimeout(() => once(NOT_TAKEN), millis)
  return once
}

/** How the API hands a bid to the auction's owner, wherever it runs. */
export class EngineClient extends Effect.Service<EngineClient>()("@redline/engine/EngineClient", {
  effect: Effect.gen(function* () {
    const bus = yield* Bus
    const local = Option.getOrUndefined(yield* Effect.serviceOption(LocalPartitions))
    const runCallback = Runtime.runCallback(yield* Effect.runtime<never>())

    const overTheBus = (command: BidCommand): Effect.Effect<BidReply> =>
      bus.request(bidSubject(command.auctionId), BidCommandCodec.encode(command), `${ANSWER_WITHIN_MILLIS} millis`).pipe(
        Effect.map((reply) => Option.getOrElse(BidReplyCodec.decode(reply), () => NOT_TAKEN)),
        Effect.orElseSucceed(() => NOT_TAKEN)
      )

    const settle = (effect: Effect.Effect<BidReply>, answer: BidAnswer) => {
      runCallback(effect, { onExit: (exit) => answer(Exit.isSuccess(exit) ? exit.value : NOT_TAKEN) })
    }

    /**
     * To the auction's actor directly when this process owns its partition (`LocalPartitions`),
     * straight into its mailbox when the actor runs, else over the bus. NotTaken when no owner
     * answered in time, or with nothing readable. The bid may still have been applied (it waited in
     * a slow actor's mailbox): a retry with the same idempotency key gets its first answer if so.
     */
    const placeBidThen = (command: BidCommand, answer: BidAnswer): void => {
      const owner = local?.owned(partitionOf(command.auctionId))
      if (owner === undefined) {
        settle(overTheBus(command), answer)
        return
      }
      const request = bidRequestOf(command)
      const within = answeredWithin(ANSWER_WITHIN_MILLIS, answer)
      if (!owner.offerBid(command.auctionId, request, within)) settle(owner.bid(command.auctionId, request), within)
    }

    /** The seller's lowering of the reserve, to the auction's owner as a bid goes; NotTaken when none answered in time. */
    const lowerReserve = ({ auctionId, sellerId, amount, receivedAt }: ReserveCommand): Effect.Effect<ReserveReply> => {
      const owner = local?.owned(partitionOf(auctionId))
      const reply: Effect.Effect<ReserveReply> =
        owner === undefined
          ? bus
              .request(
                reserveSubject(auctionId),
                ReserveCommandCodec.encode({ auctionId, sellerId, amount, receivedAt }),
                `${ANSWER_WITHIN_MILLIS} millis`
              )
              .pipe(
                Effect.map((bytes) => Option.getOrElse(ReserveReplyCodec.decode(bytes), () => NOT_TAKEN)),
                Effect.orElseSucceed(() => NOT_TAKEN)
              )
          : owner.lowerReserve(auctionId, { sellerId, amount, receivedAt: new Date(receivedAt) })
      return reply.pipe(
        Effect.timeoutTo({ duration: `${ANSWER_WITHIN_MILLIS} millis`, onTimeout: () => NOT_TAKEN, onSuccess: (answer) => answer })
      )
    }

    return {
      lowerReserve,
      placeBid: (command: BidCommand): Effect.Effect<BidReply> =>
        Effect.async<BidReply>((resume) => placeBidThen(command, (reply) => resume(Effect.succeed(reply)))),
      /** The same, for a caller outside Effect (the bid lane): no fiber waits for the answer. */
      placedBid: (command: BidCommand): Promise<BidReply> => new Promise((resolve) => placeBidThen(command, resolve))
    }
  })
}) {}
