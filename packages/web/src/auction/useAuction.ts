import type { AuctionDetail } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { auctionKeys } from "../auctions/auctionKeys.ts"
import { useSessionRequest } from "../session/useSessionRequest.ts"

/**
 * One auction in detail, asked as the signed-in user so it says whether they watch it; realtime
 * events keep it current while its page is open (`useLiveAuction`).
 */
export function useAuction(id: number) {
  const request = useSessionRequest()
  return useQuery({
    queryKey: auctionKeys.detail(id),
    queryFn: ({ signal }) => request<AuctionDetail>(`/v2/auctions/${id}`, { signal })
  })
}
