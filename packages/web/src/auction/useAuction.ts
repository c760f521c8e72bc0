import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { auctionQueries } from "./auctionQueries.ts"

/** One auction in detail, as the reader sees it (`auctionQueries.detail`). */
export function useAuction(id: number) {
  return useQuery(auctionQueries.detail(useApi(), id, useReaderId()))
}
