import { CLOSEST_TO_ME_SORT, type DistanceSetting, distanceQuery, type ListFilters, PAGE_SIZES, pageOffset } from "@redline/domain"
import { keepPreviousData, queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import { keptWhileReaderChanges, type ReaderId } from "../session/readerId.ts"

/** What the live list endpoint is asked for; with the reader, the cache identity of its answer. */
export type LiveAuctionsQuery = {
  readonly sort: number
  readonly filters: ListFilters
  readonly limit?: number
  readonly featured?: boolean
  /** What 'Closest to me' measures from; the list waits for it under that sort. */
  readonly distance?: DistanceSetting | undefined
}

/** What the ended list endpoint is asked for: one numbered page. */
export type ClosedAuctionsQuery = { readonly sort: number; readonly filters: ListFilters; readonly page: number }

/**
 * Query keys of the auctions, from broadest to narrowest, so a prefix selects a family: every
 * auction, the lists, one auction's detail for every reader. A list or a detail says whether its
 * reader watches each auction, so its key ends with the reader.
 */
export const auctionsKeys = {
  all: ["auctions"] as const,
  lists: () => [...auctionsKeys.all, "list"] as const,
  live: (query: LiveAuctionsQuery, reader: ReaderId) => [...auctionsKeys.lists(), "live", query, reader] as const,
  closed: (query: ClosedAuctionsQuery, reader: ReaderId) => [...auctionsKeys.lists(), "closed", query, reader] as const,
  /** One auction's detail as every reader has it: what is the same for all of them (bids, the end) changes here. */
  auction: (id: number) => [...auctionsKeys.all, "detail", id] as const,
  detail: (id: number, reader: ReaderId) => [...auctionsKeys.auction(id), reader] as const
}

/**
 * The auction lists, asked as the reader so each auction says whether they watch it. While the
 * reader changes (signing in here or in another tab), the list shown stays until the new one comes.
 */
export const auctionsQueries = {
  /** The running auctions, in the chosen sort and filters; all of them unless a limit is given. */
  live: (api: Api, query: LiveAuctionsQuery, reader: ReaderId) =>
    queryOptions({
      queryKey: auctionsKeys.live(query, reader),
      queryFn: ({ signal }) =>
        api("auctions.listLive", {
          query: {
            sort: query.sort,
            ...query.filters,
            ...(query.distance === undefined ? {} : distanceQuery(query.distance)),
            featured: query.featured === true ? true : undefined,
            limit: query.limit
          },
          signal
        }),
      enabled: query.sort !== CLOSEST_TO_ME_SORT || query.distance !== undefined,
      placeholderData: keptWhileReaderChanges(auctionsKeys.live(query, reader))
    }),

  /** One page of ended auctions, 50 a page (spec 1 §9); the last page stays shown while the next loads. */
  closed: (api: Api, query: ClosedAuctionsQuery, reader: ReaderId) =>
    queryOptions({
      queryKey: auctionsKeys.closed(query, reader),
      queryFn: ({ signal }) =>
        api("auctions.listClosed", {
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
