import type { ThreadFilter } from "@redline/domain"
import { useInfiniteQuery } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { commentQueries } from "./commentQueries.ts"

/** The auction's thread in a filter as the reader sees it (`commentQueries.thread`), read through `jump` when a link names an entry. */
export function useThread(auctionId: number, filter: ThreadFilter, jump: number | null) {
  return useInfiniteQuery(commentQueries.thread(useApi(), auctionId, filter, jump, useReaderId()))
}
