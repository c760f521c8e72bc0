import type { AuctionDetail } from "@redline/api"
import { type QueryClient, queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import { auctionsKeys } from "../auctions/auctionsQueries.ts"
import { keptWhileReaderChanges, type ReaderId } from "../session/readerId.ts"

/** The auction page's data; its keys are the auctions' (`auctionsKeys.detail`), so watching one changes its cards too. */
export const auctionQueries = {
  /**
   * One auction in detail, asked as the reader so it says whether they watch it; realtime events
   * keep it current while its page is open (`useLiveAuction`).
   */
  detail: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: auctionsKeys.detail(id, reader),
      queryFn: ({ signal }) => api("auctions.get", { path: { auction_id: id }, signal }),
      placeholderData: keptWhileReaderChanges(auctionsKeys.detail(id, reader))
    })
}

/**
 * Changes what every reader's copy of the auction shows alike (a bid, the end, the number of
 * questions); what one reader sees alone (their watch, their saved search) changes under their key.
 */
export function changeAuction(queryClient: QueryClient, id: number, change: (auction: AuctionDetail) => AuctionDetail): void {
  queryClient.setQueriesData<AuctionDetail>({ queryKey: auctionsKeys.auction(id) }, (auction) => auction && change(auction))
}
