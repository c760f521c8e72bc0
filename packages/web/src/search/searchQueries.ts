import type { UserSearchResults } from "@redline/api"
import { CLOSEST_TO_ME_SORT, type DistanceSetting, distanceQuery, type ListFilters, PAGE_SIZES } from "@redline/domain"
import { hashKey, infiniteQueryOptions, keepPreviousData, type QueryKey, queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import { ApiError } from "../api/request.ts"
import { keptWhileReaderChanges, type ReaderId } from "../session/readerId.ts"

/** What a search is about, as the page's URL says: a text, or a make with or without a model. */
export interface SearchLookup {
  readonly search?: string
  readonly make_slug?: string
  readonly model_slug?: string
}

/** The search page's question: its lookup, or the saved search it opens (`sid`), and its filters. */
export interface SearchInfoQuery {
  readonly lookup: SearchLookup
  readonly sid?: string
  readonly filters: ListFilters
}

export type SearchListQuery = { readonly lookup: SearchLookup; readonly sort: number; readonly filters: ListFilters }

/** The live list's question: what 'Closest to me' measures from besides; the list waits for it under that sort. */
export type SearchLiveListQuery = SearchListQuery & { readonly distance?: DistanceSetting | undefined }

/** The filters the search endpoints read: the car's own (spec 1 §2), 'no reserve' being a list's, not a search's. */
export const carFiltersOf = ({ start_year, end_year, transmission, body_style }: ListFilters) => ({
  start_year,
  end_year,
  transmission,
  body_style
})

/**
 * Query keys of search, broadest first. The page's info and lists say whether the reader saved
 * the search and watches each car, so their keys end with the reader.
 */
export const searchKeys = {
  all: ["search"] as const,
  predict: (text: string) => [...searchKeys.all, "predict", text] as const,
  info: (query: SearchInfoQuery, reader: ReaderId) => [...searchKeys.all, "info", query, reader] as const,
  live: (query: SearchLiveListQuery, reader: ReaderId) => [...searchKeys.all, "live", query, reader] as const,
  closed: (query: SearchListQuery & { readonly page: number }, reader: ReaderId) => [...searchKeys.all, "closed", query, reader] as const,
  users: (text: string) => [...searchKeys.all, "users", text] as const
}

/** The member search pages past its end with a refusal saying so (spec 1 §8): that is the end, not a failure. */
const pagedPastMembers = (error: unknown): boolean => error instanceof ApiError && /offset too large/i.test(error.message)

/**
 * The info shown while the info of another filter or reader loads: the page stays as it is for
 * the same make, model or text (only the saved search may change), and waits for another one.
 */
const keptForTheSameSearch =
  (query: SearchInfoQuery) =>
  <T>(previous: T | undefined, previousQuery: { readonly queryKey: QueryKey } | undefined): T | undefined => {
    const asked = previousQuery?.queryKey[2] as SearchInfoQuery | undefined
    return asked !== undefined && hashKey([asked.lookup, asked.sid]) === hashKey([query.lookup, query.sid]) ? previous : undefined
  }

export const searchQueries = {
  /** The search box's suggestions for what is typed (spec 1 §7 'Search predict', limit 10). */
  predict: (api: Api, text: string) =>
    queryOptions({
      queryKey: searchKeys.predict(text),
      queryFn: ({ signal }) => api("search.predict", { query: { query: text, limit: PAGE_SIZES.searchSuggestions }, signal }),
      staleTime: 60_000,
      placeholderData: keepPreviousData
    }),

  /**
   * The make, model, text and saved search of the page (spec 1 §7 'Search translate'). Tried
   * again twice, 100 ms then up to 300 ms apart (spec 1 §4), but never after a 404: an unknown
   * make or model goes to /404 at once.
   */
  info: (api: Api, query: SearchInfoQuery, reader: ReaderId) =>
    queryOptions({
      queryKey: searchKeys.info(query, reader),
      queryFn: ({ signal }) =>
        api("search.translate", {
          query: query.sid === undefined ? { ...query.lookup, ...carFiltersOf(query.filters) } : { search_id: query.sid },
          signal
        }),
      retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
      retryDelay: (attempt) => Math.min(100 * 2 ** attempt, 300),
      placeholderData: keptForTheSameSearch(query)
    }),

  /** The live auctions the search finds, in the live sort (lsort), by distance from the reader's setting for 'Closest to me'. */
  live: (api: Api, query: SearchLiveListQuery, reader: ReaderId) =>
    queryOptions({
      queryKey: searchKeys.live(query, reader),
      queryFn: ({ signal }) =>
        api("search.live", {
          query: {
            ...query.lookup,
            lsort: query.sort,
            ...carFiltersOf(query.filters),
            ...(query.distance === undefined ? {} : distanceQuery(query.distance))
          },
          signal
        }),
      enabled: query.sort !== CLOSEST_TO_ME_SORT || query.distance !== undefined,
      placeholderData: keptWhileReaderChanges(searchKeys.live(query, reader))
    }),

  /** One page of the ended auctions the search finds, 30 a page, in the closed sort (csort). */
  closed: (api: Api, query: SearchListQuery & { readonly page: number }, reader: ReaderId) =>
    queryOptions({
      queryKey: searchKeys.closed(query, reader),
      queryFn: ({ signal }) =>
        api("search.closed", { query: { ...query.lookup, csort: query.sort, ...carFiltersOf(query.filters), page: query.page }, signal }),
      placeholderData: keepPreviousData
    }),

  /** Members whose username has `text`: 10 first, then 20 a time, until the server has no more (spec 1 §9). */
  users: (api: Api, text: string) =>
    infiniteQueryOptions({
      queryKey: searchKeys.users(text),
      initialPageParam: 0,
      queryFn: async ({ pageParam, signal }): Promise<UserSearchResults> => {
        const limit = pageParam === 0 ? PAGE_SIZES.userSearchFirst : PAGE_SIZES.userSearchNext
        try {
          return await api("search.users", { query: { search: text, limit, offset: pageParam }, signal })
        } catch (error) {
          if (pagedPastMembers(error)) return { users: [], has_more: false, request_id: "" }
          throw error
        }
      },
      getNextPageParam: (last, pages) => (last.has_more ? pages.reduce((count, page) => count + page.users.length, 0) : undefined)
    })
}
