import type { AuctionDetail } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { getJson } from "../api/request.ts"
import { auctionKeys } from "../auctions/auctionKeys.ts"

/** One auction in detail; realtime events keep it current while its page is open (`useLiveAuction`). */
export function useAuction(id: number) {
  return useQuery({
    queryKey: auctionKeys.detail(id),
    queryFn: ({ signal }) => getJson<AuctionDetail>(`/v2/auctions/${id}`, {}, signal)
  })
}
