import type { Comment, Thread } from "@redline/api"
import { PAGE_SIZES, type ThreadFilter } from "@redline/domain"
import { infiniteQueryOptions, type InfiniteData } from "@tanstack/react-query"
import type { Api } from "../api/api.ts"
import type { ReaderId } from "../session/readerId.ts"

/** An entry as the page shows it: one just posted is shown at once, marked while on its way, and says so if it failed. */
export type ShownComment = Comment & {
  readonly sending?: boolean
  /** Why it wasn't posted: the refusal's words (spec 3 §3 'error (client-side send error)'). */
  readonly error?: string
}

/** A page of the thread as read: its entries, what the reader may do, and whether more follow. */
export interface ThreadPage {
  readonly comments: ReadonlyArray<ShownComment>
  readonly moderator: boolean
  readonly suspended: boolean
  readonly more: boolean
}

/** Where a page starts: after an entry ('Load more'), or, for a jump to an entry, the first page reads through it. */
export type ThreadPageParam = { readonly after_id: number } | { readonly to_id: number } | null

export type ThreadPages = InfiniteData<ThreadPage, ThreadPageParam>

/**
 * Query keys of an auction's thread: a filter, the entry a link jumps to (or null), and the
 * reader, whose upvotes and flags the answer marks.
 */
export const commentKeys = {
  all: ["comments"] as const,
  auction: (auctionId: number) => [...commentKeys.all, auctionId] as const,
  thread: (auctionId: number, filter: ThreadFilter, jump: number | null, reader: ReaderId) =>
    [...commentKeys.auction(auctionId), filter, jump, reader] as const
}

export type ThreadKey = ReturnType<typeof commentKeys.thread>

export const filterOfKey = (key: ReadonlyArray<unknown>): ThreadFilter => key[2] as ThreadFilter

export const commentQueries = {
  /**
   * The thread in a filter, a page at a time, newest first: each page goes on after the last
   * entry of the one before, and asks one entry more than it shows to know whether more follow
   * (spec 3 §4). A jump's first page reads every entry through the linked one, and the rest of
   * a page after it.
   */
  thread: (api: Api, auctionId: number, filter: ThreadFilter, jump: number | null, reader: ReaderId) =>
    infiniteQueryOptions({
      queryKey: commentKeys.thread(auctionId, filter, jump, reader),
      queryFn: async ({ pageParam, signal }): Promise<ThreadPage> => {
        const limit = PAGE_SIZES.thread
        const read = (query: { readonly limit: number; readonly after_id?: number; readonly to_id?: number }) =>
          api("comments.list", { path: { auction_id: auctionId }, query: { filter, ...query }, signal })
        const pageOf = (thread: Thread, size: number): ThreadPage => ({
          ...thread,
          comments: thread.comments.slice(0, size),
          more: thread.comments.length > size
        })
        if (pageParam === null || !("to_id" in pageParam)) return pageOf(await read({ limit: limit + 1, ...pageParam }), limit)
        // a jump reads every entry through the linked one, then the rest of a page after it, to know whether more follow
        const through = await read({ limit: limit + 1, to_id: pageParam.to_id })
        if (!through.comments.some(({ id }) => id === pageParam.to_id)) return pageOf(through, limit)
        const left = Math.max(limit - through.comments.length, 0)
        const rest = pageOf(await read({ limit: left + 1, after_id: pageParam.to_id }), left)
        return { ...through, comments: [...through.comments, ...rest.comments], more: rest.more }
      },
      initialPageParam: (jump === null ? null : { to_id: jump }) as ThreadPageParam,
      getNextPageParam: (last: ThreadPage): ThreadPageParam | undefined => {
        const after = last.comments.findLast((comment) => comment.id > 0)
        return last.more && after !== undefined ? { after_id: after.id } : undefined
      }
    })
}
