import type { Envelope } from "@redline/domain"
import { useChannel } from "./useChannel.ts"

/** Watches one auction's channel (its bids, the thread's system entries and its end) while mounted. */
export function useAuctionChannel(auctionId: number, onEnvelope?: (envelope: Envelope) => void): void {
  useChannel({ channel: "auction", auction_id: auctionId }, onEnvelope)
}
