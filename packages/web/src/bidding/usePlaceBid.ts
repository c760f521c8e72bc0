import { ErrorCode, watchedAs } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { ApiError } from "../api/request.ts"
import { useApi } from "../api/useApi.ts"
import { changeAuction } from "../auction/auctionQueries.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { withPlacedBid } from "../auction/auctionUpdates.ts"
import { useReaderId } from "../session/readerId.ts"
import { changeWatch } from "../watch/watchCache.ts"

export interface BidAttempt {
  readonly amount: number
  /** One per confirmed bid, the same on every retry of it, so the engine places it at most once. */
  readonly idempotencyKey: string
}

/** A key no other bid of this browser will carry; random bytes, since randomUUID needs a secure page. */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")
}

const notTaken = (error: unknown) => error instanceof ApiError && error.errorCode === ErrorCode.bid_not_taken

/**
 * Places a bid as the signed-in user. The engine may not take a bid while an auction changes
 * hands between servers; that one is sent once more with the same key. An accepted bid goes
 * into the auction's cache at once, before its live event arrives, and the auction shows as
 * watched, as the server makes the bidder watch it.
 */
export function usePlaceBid(auctionId: number) {
  const api = useApi()
  const reader = useReaderId()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: BidAttempt) =>
      api("bids.placeBid", { path: { auction_id: auctionId }, body: { amount, idempotency_key: idempotencyKey } }),
    retry: (failures, error) => failures < 1 && notTaken(error),
    retryDelay: 300,
    onSuccess: (placed) => {
      const key = auctionsKeys.auction(auctionId)
      const reading = queryClient.isFetching({ queryKey: key }) > 0
      changeAuction(queryClient, auctionId, (auction) => withPlacedBid(auction, placed))
      changeWatch(queryClient, auctionId, reader, (shown) => watchedAs(shown, true))
      // a read begun before the bid was answered would bring back the auction from before it: read again
      if (reading) void queryClient.invalidateQueries({ queryKey: key })
    }
  })
}
