import type { SearchLiveResults } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { withAuctionUpdate } from "../auctions/auctionListUpdates.ts"
import { useAuctionsChannel } from "../auctions/useAuctionsChannel.ts"
import { useReaderId } from "../session/readerId.ts"
import { searchQueries, type SearchLiveListQuery } from "./searchQueries.ts"

/**
 * The live auctions a search finds (`searchQueries.live`), kept live by the auctions channel as
 * home's list is: each bid and end moves its card's current bid, bid count, end and reserve.
 */
export function useSearchLive(query: SearchLiveListQuery) {
  const options = searchQueries.live(useApi(), query, useReaderId())
  const { queryKey } = options
  useAuctionsChannel(queryKey, (client, auction) => {
    client.setQueryData<SearchLiveResults>(queryKey, (list) => list && withAuctionUpdate(list, auction))
  })
  return useQuery(options)
}
