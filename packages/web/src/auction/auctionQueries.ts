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
    }),
  /**
   * The seller's reserve on their auction: asked once, since only the seller changes it; what it
   * may be lowered to follows the live auction's current bid.
   */
  sellerReserve: (api: Api, id: number, reader: ReaderId) =>
    queryOptions({
      queryKey: sellerReserveKey(id, reader),
      queryFn: ({ signal }) => api("reserve.sellerReserve", { path: { auction_id: id }, signal })
    })
}

/** Apart from the auction's own keys, which `changeAuction` rewrites as an `AuctionDetail`. */
export const sellerReserveKey = (id: number, reader: ReaderId) => ["seller-reserve", id, reader] as const

/**
 * Changes what every reader's copy of the auction shows alike (a bid, the end, the number of
 * questions); what one reader sees alone (their watch, their saved search) changes under their key.
 */
export function changeAuction(queryClient: QueryClient, id: number, change: (auction: AuctionDetail) => AuctionDetail): void {
  queryClient.setQueriesData<AuctionDetail>({ queryKey: auctionsKeys.auction(id) }, (auction) => auction && change(auction))
}
