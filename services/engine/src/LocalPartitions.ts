import type { BidIntent } from "@redline/infra"
import { Effect } from "effect"
import { type BidCommand, partitionOf } from "./EngineProtocol.ts"
import type { EnginePartition } from "./EnginePartition.ts"
import type { BidRequest } from "./AuctionState.ts"

/**
 * The partitions this process's engine owns right now, for its own API: a bid whose auction's
 * partition is owned here goes to its actor directly instead of out to the bus and back. It is
 * the same call the bus's responder makes, so ownership, fencing and answers are unchanged; a
 * process without this service, or not owning the partition, asks over the bus.
 */
export class LocalPartitions extends Effect.Service<LocalPartitions>()("@redline/engine/LocalPartitions", {
  sync: () => {
    const owned = new Map<number, EnginePartition>()
    return {
      owned: (partition: number): EnginePartition | undefined => owned.get(partition),
      /** Hands a bid announcement to the auction's actor if its partition is owned here (true); false: announce it over the bus. */
      announce: (intent: BidIntent): boolean => {
        const held = owned.get(partitionOf(intent.auction_id))
        held?.intend(intent.auction_id, intent.token, intent.received_at, intent.settled)
        return held !== undefined
      },
      claimed: (partition: number, handle: EnginePartition) => Effect.sync(() => owned.set(partition, handle)),
      released: (partition: number) => Effect.sync(() => owned.delete(partition))
    }
  }
}) {}

/** A bid command as the auction's actor takes it. */
export const bidRequestOf = ({ auctionId: _, ...bid }: BidCommand): BidRequest => ({
  bidderId: bid.bidderId,
  bidder: bid.bidder,
  amount: bid.amount,
  receivedAt: new Date(bid.receivedAt),
  idempotencyKey: bid.idempotencyKey,
  intent: bid.intent
})
