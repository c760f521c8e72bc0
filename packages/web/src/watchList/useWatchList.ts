import { useInfiniteQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { withAuctionUpdate } from "../auctions/auctionListUpdates.ts"
import { useAuctionsChannel } from "../auctions/useAuctionsChannel.ts"
import { useReaderId } from "../session/readerId.ts"
import { type WatchListPages, watchListQueries, type WatchListSection } from "./watchListQueries.ts"

/**
 * A section of the reader's watch list in a sort, the pages read so far, kept live by the
 * auctions channel: a bid or an end on a watched car moves its card on whichever page it is.
 */
export function useWatchList(section: WatchListSection, sort: number) {
  const options = watchListQueries.section(useApi(), section, sort, useReaderId())
  const { queryKey } = options
  useAuctionsChannel(queryKey, (client, auction) => {
    client.setQueryData<WatchListPages>(
      queryKey,
      (data) => data && { ...data, pages: data.pages.map((page) => withAuctionUpdate(page, auction)) }
    )
  })
  return useInfiniteQuery(options)
}
