import type { Envelope } from "@redline/domain"
import { useChannel } from "./useChannel.ts"

/**
 * Watches one auction's thread channel while mounted: its people's comments (new, edited, deleted,
 * their counts) and its questions. `onEnvelope` hears each event once, in order; a gap is
 * rewound, and what can't be is refetched by the `useResyncHandler("thread", …)` of who shows it.
 */
export function useThreadChannel(auctionId: number, onEnvelope?: (envelope: Envelope) => void): void {
  useChannel({ channel: "thread", auction_id: auctionId }, onEnvelope)
}
