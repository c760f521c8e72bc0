import type { AuctionList } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useSessionRequest } from "../session/useSessionRequest.ts"
import { auctionKeys, type LiveAuctionsQuery } from "./auctionKeys.ts"

/**
 * The running auctions, in the chosen sort and filters; all of them unless a limit is given.
 * Asked as the signed-in user, so each says whether they watch it.
 */
export function useLiveAuctions(query: LiveAuctionsQuery) {
  const request = useSessionRequest()
  return useQuery({
    queryKey: auctionKeys.live(query),
    queryFn: ({ signal }) =>
      request<AuctionList>("/v1/auctions", {
        query: { sort: query.sort, ...query.filters, featured: query.featured === true ? true : undefined, limit: query.limit },
        signal
      })
  })
}
