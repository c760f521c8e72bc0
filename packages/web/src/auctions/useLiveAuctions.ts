import { useQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { auctionsQueries, type LiveAuctionsQuery } from "./auctionsQueries.ts"

/** The running auctions, in the chosen sort and filters, as the reader sees them (`auctionsQueries.live`). */
export function useLiveAuctions(query: LiveAuctionsQuery) {
  return useQuery(auctionsQueries.live(useApi(), query, useReaderId()))
}
