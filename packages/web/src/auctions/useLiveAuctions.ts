import type { AuctionList } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { getJson } from "../api/request.ts"
import { auctionKeys, type LiveAuctionsQuery } from "./auctionKeys.ts"

/** The running auctions, in the chosen sort and filters; all of them unless a limit is given. */
export function useLiveAuctions(query: LiveAuctionsQuery) {
  return useQuery({
    queryKey: auctionKeys.live(query),
    queryFn: ({ signal }) =>
      getJson<AuctionList>(
        "/v1/auctions",
        { sort: query.sort, ...query.filters, featured: query.featured === true ? true : undefined, limit: query.limit },
        signal
      )
  })
}
