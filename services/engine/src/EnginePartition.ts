import { type SqlError } from "@effect/sql"
import { type BuyerCommission, hasStarted, isRunning } from "@redline/domain"
import { Bus, channelSubject } from "@redline/infra"
import { Clock, Deferred, Duration, Effect, ExecutionStrategy, Exit, Option, Scope } from "effect"
import { type AuctionActor, type BidAnswer, startAuctionActor } from "./AuctionActor.ts"
import { acceptedBid, type AuctionEvent, auctionSnapshot, auctionsEnvelopeOf, EnvelopeCodec, envelopeOf } from "./AuctionEvent.ts"
import { AuctionLedger, type Fence } from "./AuctionLedger.ts"
import type { AuctionState, BidRequest, ReserveRequest } from "./AuctionState.ts"
import { type BidReply, PARTITIONS, type ReserveReply } from "./EngineProtocol.ts"

export interface EngineSettings {
  readonly defaultSoftCloseSeconds: number
  readonly closeGrace: Duration.DurationInput
  readonly maxBatch: number
  readonly buyerCommission: BuyerCommission
}

export interface EnginePartition {
  readonly bid: (auctionId: number, request: BidRequest) => Effect.Effect<BidReply>
  /** Hands the bid to the auction's actor when it runs here (true); false: `bid` must start it or answer. */
  readonly offerBid: (auctionId: number, request: BidRequest, answer: BidAnswer) => boolean
  /** The seller lowers the reserve, through the auction's actor. */
  readonly lowerReserve: (auctionId: number, request: ReserveRequest) => Effect.Effect<ReserveReply>
  /** Passes a gateway's bid announcement to the auction's actor, if it runs here. */
  readonly intend: (auctionId: number, token: string, receivedAt: number, settled: boolean) => void
  /** Completes when a write of this partition was fenced off: another process owns it now. */
  readonly lost: Effect.Effect<void>
  readonly actors: Effect.Effect<ReadonlyMap<number, AuctionActor>>
}

const AUCTION_LOOKUP_INTERVAL = Duration.seconds(2)

/** The next look comes at the interval, or sooner when a queued auction starts sooner: then it goes live at its start. */
const nextLook = (nextStart: Option.Option<Date>, now: number): Duration.Duration =>
  Option.match(nextStart, {
    onNone: () => AUCTION_LOOKUP_INTERVAL,
    onSome: (start) => Duration.min(AUCTION_LOOKUP_INTERVAL, Duration.millis(Math.max(0, start.getTime() - now)))
  })

const refused = (reason: "auction_not_found" | "auction_ended"): BidReply => ({ _tag: "Refused", reason, min_bid: 0 })

// A closed auction's actor keeps answering late bids ('ended') for a while before it goes.
const LINGER_AFTER_CLOSE = Duration.seconds(30)

/**
 * The auctions of one partition while this process owns it: an actor per
 * running auction, started when the partition is claimed (so end timers run)
 * or when a bid arrives for an auction that started since.
 */
export const startPartition = (fence: Fence, settings: EngineSettings) =>
  Effect.gen(function* () {
    const ledger = yield* AuctionLedger
    const bus = yield* Bus
    const scope = yield* Effect.scope
    const actors = new Map<number, AuctionActor>()
    const starting = yield* Effect.makeSemaphore(1)
    const lost = yield* Deferred.make<void>()

    // Published as the realtime envelope itself, so gateways forward the bytes without parsing them:
    // each event on its auction's channel, and the auction as it then stands on the auctions channel.
    const publish = (events: ReadonlyArray<AuctionEvent>, after: AuctionState) =>
      Effect.zipRight(
        Effect.forEach(
          events,
          (event) => bus.publish(channelSubject({ type: "auction", id: event.auction_id }), EnvelopeCodec.encode(envelopeOf(event))),
          { discard: true }
        ),
        bus.publish(channelSubject({ type: "auctions", id: null }), EnvelopeCodec.encode(auctionsEnvelopeOf(after)))
      )

    const start = (auctionId: number): Effect.Effect<Option.Option<AuctionActor>, SqlError.SqlError> =>
      starting.withPermits(1)(
        Effect.gen(function* () {
          const existing = actors.get(auctionId)
          if (existing !== undefined) return Option.some(existing)
          const state = yield* ledger.load(auctionId, settings.defaultSoftCloseSeconds)
          if (Option.isNone(state) || !isRunning(state.value.status)) return Option.none()
          const remembered = yield* ledger.idempotentBids(auctionId)
          const actorScope = yield* Scope.fork(scope, ExecutionStrategy.sequential)
          const actor = yield* startAuctionActor(state.value, remembered, {
            fence,
            closeGrace: settings.closeGrace,
            maxBatch: settings.maxBatch,
            buyerCommission: settings.buyerCommission,
            publish
          }).pipe(Scope.extend(actorScope), Effect.provideService(AuctionLedger, ledger))
          actors.set(auctionId, actor)
          yield* Effect.forkIn(
            Effect.raceFirst(
              Effect.zipRight(actor.closed, Effect.sleep(LINGER_AFTER_CLOSE)),
              Effect.zipRight(actor.lostOwnership, Deferred.succeed(lost, undefined))
            ).pipe(Effect.zipRight(Effect.sync(() => actors.delete(auctionId))), Effect.zipRight(Scope.close(actorScope, Exit.void))),
            scope
          )
          return Option.some(actor)
        })
      )

    const bid = (auctionId: number, request: BidRequest): Effect.Effect<BidReply> =>
      Effect.gen(function* () {
        const running = actors.get(auctionId)
        if (running !== undefined) return yield* running.bid(request)
        const actor = yield* start(auctionId)
        if (Option.isSome(actor)) return yield* actor.value.bid(request)
        const state = yield* ledger.load(auctionId, settings.defaultSoftCloseSeconds)
        if (Option.isNone(state)) return refused("auction_not_found")
        // The auction is not running, but a retry of a bid it took still gets its first answer (after a restart too).
        const key = request.idempotencyKey
        const first =
          key === null
            ? undefined
            : (yield* ledger.idempotentBids(auctionId)).find((taken) => taken.bidderId === request.bidderId && taken.key === key)
        if (first === undefined) return refused("auction_ended")
        return { _tag: "Accepted", bid: acceptedBid(first), auction: auctionSnapshot(state.value) } satisfies BidReply
      }).pipe(Effect.catchAll(() => Effect.succeed<BidReply>({ _tag: "NotTaken" })))

    const lowerReserve = (auctionId: number, request: ReserveRequest): Effect.Effect<ReserveReply> =>
      Effect.gen(function* () {
        const actor = yield* start(auctionId)
        if (Option.isSome(actor)) return yield* actor.value.lowerReserve(request)
        // Without an actor the auction isn't running: it is queued, or it has ended.
        const state = yield* ledger.load(auctionId, settings.defaultSoftCloseSeconds)
        if (Option.isNone(state)) return { _tag: "Refused", reason: "auction_not_found" } satisfies ReserveReply
        return { _tag: "Refused", reason: hasStarted(state.value.status) ? "auction_ended" : "auction_not_started" } satisfies ReserveReply
      }).pipe(Effect.catchAll(() => Effect.succeed<ReserveReply>({ _tag: "NotTaken" })))

    // Auctions created or started since the last look get their actor (and so their end timer); answers when
    // the next look is due, armed for the partition's earliest queued start.
    const lookForAuctions = Effect.gen(function* () {
      const nextStart = yield* ledger.startDue(fence, PARTITIONS, new Date(yield* Clock.currentTimeMillis))
      const running = yield* ledger.runningIn(fence.partition, PARTITIONS)
      yield* Effect.forEach(running, start, { discard: true })
      return nextLook(nextStart, yield* Clock.currentTimeMillis)
    })
    const firstWait = yield* lookForAuctions
    yield* Effect.forkScoped(
      Effect.iterate(firstWait, {
        while: () => true,
        body: (wait) =>
          Effect.delay(
            Effect.catchAll(lookForAuctions, (error) =>
              Effect.as(
                error._tag === "StaleOwner" ? Deferred.succeed(lost, undefined) : Effect.logWarning("Looking for auctions failed", error),
                AUCTION_LOOKUP_INTERVAL
              )
            ),
            wait
          )
      })
    )

    return {
      bid,
      lowerReserve,
      offerBid: (auctionId, request, answer) => {
        const running = actors.get(auctionId)
        running?.offerBid(request, answer)
        return running !== undefined
      },
      intend: (auctionId, token, receivedAt, settled) => actors.get(auctionId)?.intend(token, receivedAt, settled),
      lost: Deferred.await(lost),
      actors: Effect.sync(() => new Map(actors))
    } satisfies EnginePartition
  })
