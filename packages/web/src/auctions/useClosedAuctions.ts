import type { AuctionList } from "@redline/api"
import { PAGE_SIZES, pageOffset } from "@redline/domain"
import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { useSessionRequest } from "../session/useSessionRequest.ts"
import { auctionKeys, type ClosedAuctionsQuery } from "./auctionKeys.ts"

/**
 * One page of ended auctions, 50 a page (spec 1 §9); the last page stays shown while the next
 * loads. Asked as the signed-in user, so each says whether they watch it.
 */
export function useClosedAuctions(query: ClosedAuctionsQuery) {
  const request = useSessionRequest()
  return useQuery({
    queryKey: auctionKeys.closed(query),
    queryFn: ({ signal }) =>
      request<AuctionList>("/v1/auctions/closed", {
        query: {
          sort: query.sort,
          ...query.filters,
          limit: PAGE_SIZES.pastResults,
          offset: pageOffset(query.page, PAGE_SIZES.pastResults)
        },
        signal
      }),
    placeholderData: keepPreviousData
  })
}
