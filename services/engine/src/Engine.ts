import { BID_INTENTS, BidIntentCodec, Bus } from "@redline/infra"
import { Deferred, type Duration, Effect, Exit, Fiber, Option, Scope } from "effect"
import { AuctionLedger } from "./AuctionLedger.ts"
import {
  BidCommandCodec,
  type BidReply,
  BidReplyCodec,
  PARTITIONS,
  partitionOf,
  partitionReserveSubject,
  partitionSubject,
  ReserveCommandCodec,
  ReserveReplyCodec
} from "./EngineProtocol.ts"
import { type EnginePartition, type EngineSettings, startPartition } from "./EnginePartition.ts"
import { bidRequestOf, LocalPartitions } from "./LocalPartitions.ts"
import { PartitionLeases } from "./PartitionLeases.ts"

export interface EngineOptions extends EngineSettings {
  /** Names this process in the partition table. */
  readonly owner: string
  /** How often leases are renewed and free partitions claimed. */
  readonly leaseRenewal: Duration.DurationInput
}

interface Owned {
  readonly scope: Scope.CloseableScope
  readonly lost: Deferred.Deferred<void>
  readonly partition: EnginePartition
}

const NOT_TAKEN = BidReplyCodec.encode({ _tag: "NotTaken" } satisfies BidReply)

/**
 * The engine role: claims free partitions, renews its leases, serves the
 * bids of the partitions it owns, and lets go of a partition whose lease it
 * lost or whose writes were fenced off. Runs until its scope closes, when it
 * releases its leases so a peer takes over at once.
 */
export const runEngine = (options: EngineOptions) =>
  Effect.gen(function* () {
    const leases = yield* PartitionLeases
    const ledger = yield* AuctionLedger
    const bus = yield* Bus
    const context = yield* Effect.context<AuctionLedger | Bus>()
    const owned = new Map<number, Owned>()
    // This process's API hands bids of the partitions owned here straight to them.
    const local = yield* Effect.serviceOption(LocalPartitions)
    const registered = (effect: (partitions: LocalPartitions) => Effect.Effect<unknown>) =>
      Option.match(local, { onNone: () => Effect.void, onSome: (partitions) => Effect.asVoid(effect(partitions)) })

    const serveCommand = (partition: EnginePartition) => (message: { readonly data: Uint8Array }) => {
      const command = BidCommandCodec.decode(message.data)
      if (Option.isNone(command)) return Effect.succeed(NOT_TAKEN)
      return partition.bid(command.value.auctionId, bidRequestOf(command.value)).pipe(Effect.map(BidReplyCodec.encode))
    }

    const serveReserve = (partition: EnginePartition) => (message: { readonly data: Uint8Array }) => {
      const command = ReserveCommandCodec.decode(message.data)
      if (Option.isNone(command)) return Effect.succeed(NOT_TAKEN)
      const { auctionId, sellerId, amount, receivedAt } = command.value
      return partition
        .lowerReserve(auctionId, { sellerId, amount, receivedAt: new Date(receivedAt) })
        .pipe(Effect.map(ReserveReplyCodec.encode))
    }

    const claim = (partition: number) =>
      Effect.gen(function* () {
        if (!(yield* leases.tryAcquire(partition))) return
        const scope = yield* Scope.make()
        const started = yield* Effect.gen(function* () {
          const fence = yield* ledger.claim(partition, options.owner)
          const handle = yield* startPartition(fence, options)
          yield* bus.serve(partitionSubject(partition), { queue: "engine" }, serveCommand(handle))
          yield* bus.serve(partitionReserveSubject(partition), { queue: "engine" }, serveReserve(handle))
          return handle
        }).pipe(Scope.extend(scope), Effect.provide(context), Effect.either)
        if (started._tag === "Left") {
          yield* Effect.logWarning(`Partition ${partition} could not be started`, started.left)
          yield* Scope.close(scope, Exit.void)
          yield* leases.release(partition)
          return
        }
        const lost = yield* Deferred.make<void>()
        yield* Effect.forkIn(Effect.zipRight(started.right.lost, Deferred.succeed(lost, undefined)), scope)
        owned.set(partition, { scope, lost, partition: started.right })
        yield* registered((partitions) => partitions.claimed(partition, started.right))
        yield* Effect.logDebug(`Engine ${options.owner} owns partition ${partition}`)
      })

    const letGo = (partition: number, why: string) =>
      Effect.gen(function* () {
        const held = owned.get(partition)
        if (held === undefined) return
        owned.delete(partition)
        yield* registered((partitions) => partitions.released(partition))
        yield* Scope.close(held.scope, Exit.void)
        yield* leases.release(partition)
        yield* Effect.logWarning(`Engine ${options.owner} let go of partition ${partition}: ${why}`)
      })

    const tend = Effect.forEach(
      Array.from({ length: PARTITIONS }, (_, partition) => partition),
      (partition) =>
        Effect.gen(function* () {
          const held = owned.get(partition)
          if (held === undefined) return yield* claim(partition)
          if (yield* Deferred.isDone(held.lost)) return yield* letGo(partition, "another engine took it over")
          if (!(yield* leases.renew(partition))) return yield* letGo(partition, "its lease expired")
        }),
      { discard: true }
    )

    // Every engine hears every announcement; the one owning the auction's partition passes it on.
    yield* bus.subscribe(BID_INTENTS, (message) =>
      Effect.sync(() => {
        const intent = BidIntentCodec.decode(message.data)
        if (Option.isNone(intent)) return
        const { auction_id, token, received_at, settled } = intent.value
        owned.get(partitionOf(auction_id))?.partition.intend(auction_id, token, received_at, settled)
      })
    )

    const loop = yield* Effect.forkScoped(Effect.forever(Effect.zipRight(tend, Effect.sleep(options.leaseRenewal))))
    yield* Effect.addFinalizer(() =>
      Effect.zipRight(
        Fiber.interrupt(loop),
        Effect.forEach([...owned.keys()], (partition) => letGo(partition, "shutting down"), { discard: true })
      )
    )
  })
