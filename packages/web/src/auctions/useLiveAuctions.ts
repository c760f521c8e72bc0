import type { AuctionList } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { withAuctionUpdate } from "./auctionListUpdates.ts"
import { auctionsQueries, type LiveAuctionsQuery } from "./auctionsQueries.ts"
import { useAuctionsChannel } from "./useAuctionsChannel.ts"

/**
 * The running auctions, in the chosen sort and filters, as the reader sees them
 * (`auctionsQueries.live`), kept live by the auctions channel: each bid and end moves its card's
 * current bid, bid count, end and reserve in the cached list.
 */
export function useLiveAuctions(query: LiveAuctionsQuery) {
  const options = auctionsQueries.live(useApi(), query, useReaderId())
  const { queryKey } = options
  useAuctionsChannel(queryKey, (client, auction) => {
    client.setQueryData<AuctionList>(queryKey, (list) => list && withAuctionUpdate(list, auction))
  })
  return useQuery(options)
}
