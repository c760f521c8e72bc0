import type { ListFilters } from "@redline/domain"

/** What the live list endpoint is asked for; also the cache identity of its answer. */
export type LiveAuctionsQuery = {
  readonly sort: number
  readonly filters: ListFilters
  readonly limit?: number
  readonly featured?: boolean
}

/** What the ended list endpoint is asked for: one numbered page. */
export type ClosedAuctionsQuery = { readonly sort: number; readonly filters: ListFilters; readonly page: number }

/** Query keys of the auctions, from broadest to narrowest, so a prefix invalidates a family. */
export const auctionKeys = {
  all: ["auctions"] as const,
  lists: () => [...auctionKeys.all, "list"] as const,
  live: (query: LiveAuctionsQuery) => [...auctionKeys.lists(), "live", query] as const,
  closed: (query: ClosedAuctionsQuery) => [...auctionKeys.lists(), "closed", query] as const,
  detail: (id: number) => [...auctionKeys.all, "detail", id] as const
}
