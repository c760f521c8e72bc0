import type { CommunityPost, CommunityReply } from "@redline/api"
import { COMMUNITY_PAGE_SIZE } from "@redline/domain"
import { infiniteQueryOptions, type InfiniteData, queryOptions } from "@tanstack/react-query"
import type { Api } from "../../api/api.ts"
import type { ReaderId } from "../../session/readerId.ts"

/** A reply as the thread shows it: one just sent is shown at once, marked while on its way, and says so if it failed. */
export type ShownReply = CommunityReply & {
  readonly sending?: boolean
  /** Why it wasn't posted: the refusal's words ('Error creating reply' beside them). */
  readonly error?: string
}

/** A page of the post's replies as read: level-1 replies, each followed by its level-2 replies, and whether more follow. */
export interface RepliesPage {
  readonly replies: ReadonlyArray<ShownReply>
  readonly more: boolean
}

/** Where a page starts: after a level-1 reply ('Load more'), or at the first. */
export type RepliesPageParam = number | null

export type RepliesPages = InfiniteData<RepliesPage, RepliesPageParam>

/**
 * Query keys of a community post's thread: the post and its replies, each as the reader sees
 * them (their upvotes and flags, what is theirs), so the reader ends each key.
 */
export const threadKeys = {
  all: ["community-thread"] as const,
  thread: (postId: number) => [...threadKeys.all, postId] as const,
  post: (postId: number, reader: ReaderId) => [...threadKeys.thread(postId), "post", reader] as const,
  replies: (postId: number, reader: ReaderId) => [...threadKeys.thread(postId), "replies", reader] as const
}

export const threadQueries = {
  /** The post itself. */
  post: (api: Api, postId: number, reader: ReaderId) =>
    queryOptions({
      queryKey: threadKeys.post(postId, reader),
      queryFn: ({ signal }): Promise<CommunityPost> => api("community.post", { path: { post_id: postId }, signal })
    }),

  /**
   * The post's replies a page at a time, oldest first: each page goes on after the last level-1
   * reply of the one before, and asks one more than it shows to know whether more follow.
   */
  replies: (api: Api, postId: number, reader: ReaderId) =>
    infiniteQueryOptions({
      queryKey: threadKeys.replies(postId, reader),
      queryFn: async ({ pageParam, signal }): Promise<RepliesPage> => {
        const { replies } = await api("communityReplies.replies", {
          path: { post_id: postId },
          query: { limit: COMMUNITY_PAGE_SIZE + 1, ...(pageParam === null ? {} : { after_id: pageParam }) },
          signal
        })
        const firsts = replies.filter((reply) => reply.level === 1)
        const extra = firsts[COMMUNITY_PAGE_SIZE]
        return {
          replies: extra === undefined ? replies : replies.slice(0, replies.indexOf(extra)),
          more: extra !== undefined
        }
      },
      initialPageParam: null as RepliesPageParam,
      getNextPageParam: (last: RepliesPage): RepliesPageParam | undefined => {
        const after = last.replies.findLast((reply) => reply.level === 1 && reply.id > 0)
        return last.more && after !== undefined ? after.id : undefined
      }
    })
}

/** Replies by their ids (a collapsed reply's children, a linked reply's parent), as the reader sees them. */
export const repliesByIds = async (api: Api, ids: ReadonlyArray<number>): Promise<ReadonlyArray<CommunityReply>> =>
  ids.length === 0 ? [] : (await api("communityReplies.byIds", { query: { ids } })).replies
