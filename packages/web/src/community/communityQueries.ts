import type { CommunityPost } from "@redline/api"
import { COMMUNITY_PAGE_SIZE, COMMUNITY_PREDICT_MAX, type CommunitySort } from "@redline/domain"
import { infiniteQueryOptions, type InfiniteData, keepPreviousData, queryOptions } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** What a feed lists: one community's posts or every community's (null), in a sort; a visitor's leaves out deleted and flagged ones. */
export interface FeedQuery {
  readonly communityId: number | null
  readonly sort: CommunitySort
  readonly hideSketchy: boolean
}

/** A page of a feed as read: its posts, and whether more follow. */
export interface FeedPage {
  readonly posts: ReadonlyArray<CommunityPost>
  readonly more: boolean
}

export type FeedPages = InfiniteData<FeedPage, number | null>

/**
 * Query keys of the community, broadest first. Posts say whether their reader upvoted, flagged,
 * wrote them or blocked their author, so a feed's key ends with the reader.
 */
export const communityKeys = {
  all: ["community"] as const,
  communities: () => [...communityKeys.all, "communities"] as const,
  popular: (limit: number) => [...communityKeys.communities(), "popular", limit] as const,
  directory: () => [...communityKeys.communities(), "directory"] as const,
  predict: (query: string) => [...communityKeys.communities(), "predict", query] as const,
  community: (slugOrId: string) => [...communityKeys.communities(), "one", slugOrId] as const,
  feeds: () => [...communityKeys.all, "feed"] as const,
  feed: (query: FeedQuery, reader: ReaderId) => [...communityKeys.feeds(), query, reader] as const
}

export const communityQueries = {
  /** The busiest communities of the last 30 days (spec 3 §2 'popular communities'). */
  popular: (api: Api, limit: number) =>
    queryOptions({
      queryKey: communityKeys.popular(limit),
      queryFn: ({ signal }) => api("community.communities", { query: { kind: "popular", limit }, signal }),
      staleTime: 5 * 60_000
    }),

  /** Every community: the makes', the topical ones and the general one. */
  directory: (api: Api) =>
    queryOptions({
      queryKey: communityKeys.directory(),
      queryFn: ({ signal }) => api("community.directory", { signal }),
      staleTime: 5 * 60_000
    }),

  /** Communities whose name has the (trimmed) query, at most 10; an empty query gives the popular ones. */
  predict: (api: Api, query: string) =>
    queryOptions({
      queryKey: communityKeys.predict(query),
      queryFn: async ({ signal }) => {
        const answer = await api("community.predict", { query: { query }, signal })
        return answer.communities.slice(0, COMMUNITY_PREDICT_MAX)
      },
      staleTime: 60_000,
      placeholderData: keepPreviousData
    }),

  /** One community, by its slug or its id. */
  community: (api: Api, slugOrId: string) =>
    queryOptions({
      queryKey: communityKeys.community(slugOrId),
      queryFn: ({ signal }) => api("community.community", { path: { community: slugOrId }, signal })
    }),

  /**
   * A feed, a page at a time: each page goes on after the last post of the one before, and asks
   * one post more than it shows to know whether more follow (spec 3 §9).
   */
  feed: (api: Api, query: FeedQuery, reader: ReaderId) =>
    infiniteQueryOptions({
      queryKey: communityKeys.feed(query, reader),
      queryFn: async ({ pageParam, signal }): Promise<FeedPage> => {
        const { posts } = await api("community.posts", {
          query: {
            community_id: query.communityId ?? undefined,
            sort: query.sort === "active" ? undefined : query.sort,
            limit: COMMUNITY_PAGE_SIZE + 1,
            after_id: pageParam ?? undefined,
            hide_sketchy: query.hideSketchy ? true : undefined
          },
          signal
        })
        return { posts: posts.slice(0, COMMUNITY_PAGE_SIZE), more: posts.length > COMMUNITY_PAGE_SIZE }
      },
      initialPageParam: null as number | null,
      getNextPageParam: (last: FeedPage): number | null | undefined => (last.more ? last.posts.at(-1)?.id : undefined)
    })
}
