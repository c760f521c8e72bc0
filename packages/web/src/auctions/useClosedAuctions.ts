import type { AuctionList } from "@redline/api"
import { PAGE_SIZES, pageOffset } from "@redline/domain"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { getJson } from "../api/request.ts"
import { auctionKeys, type ClosedAuctionsQuery } from "./auctionKeys.ts"

/** One page of ended auctions, 50 a page (spec 1 §9); the last page stays shown while the next loads. */
export function useClosedAuctions(query: ClosedAuctionsQuery) {
  return useQuery({
    queryKey: auctionKeys.closed(query),
    queryFn: ({ signal }) =>
      getJson<AuctionList>(
        "/v1/auctions/closed",
        {
          sort: query.sort,
          ...query.filters,
          limit: PAGE_SIZES.pastResults,
          offset: pageOffset(query.page, PAGE_SIZES.pastResults)
        },
        signal
      ),
    placeholderData: keepPreviousData
  })
}
