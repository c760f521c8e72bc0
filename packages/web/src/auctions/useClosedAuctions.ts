import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { auctionsQueries, type ClosedAuctionsQuery } from "./auctionsQueries.ts"

/** One page of ended auctions as the reader sees them (`auctionsQueries.closed`). */
export function useClosedAuctions(query: ClosedAuctionsQuery) {
  return useQuery(auctionsQueries.closed(useApi(), query, useReaderId()))
}
