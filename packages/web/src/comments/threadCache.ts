import type { Comment } from "@redline/api"
import { type BidEvent, listsEntry, type ThreadEntry, ThreadEntryType, type ThreadFilter, threadOrder } from "@redline/domain"
import { hashKey, type QueryClient } from "@tanstack/react-query"
import { changeAuction } from "../auction/auctionQueries.ts"
import { readFor, type ReaderId } from "../session/readerId.ts"
import { commentKeys, filterOfKey, type ShownComment, type ThreadPages } from "./commentQueries.ts"

/** Undoes an optimistic change when the server refuses it. */
export type Rollback = () => void

/** Every entry shown, newest first. */
export const shownEntries = (thread: Pick<ThreadPages, "pages">): ReadonlyArray<ShownComment> =>
  thread.pages.flatMap((page) => page.comments)

const eachEntry = (thread: ThreadPages, change: (entry: ShownComment) => ShownComment | null): ThreadPages => ({
  ...thread,
  pages: thread.pages.map((page) => ({
    ...page,
    comments: page.comments.flatMap((entry) => {
      const changed = change(entry)
      return changed === null ? [] : [changed]
    })
  }))
})

/** The entry with `id` changed, wherever it is shown. */
export const withChange = (thread: ThreadPages, id: number, change: (entry: ShownComment) => ShownComment): ThreadPages =>
  eachEntry(thread, (entry) => (entry.id === id ? change(entry) : entry))

export const withoutEntry = (thread: ThreadPages, id: number): ThreadPages => eachEntry(thread, (entry) => (entry.id === id ? null : entry))

/** `entry` first, as the newest: one just posted. */
export const withFirst = (thread: ThreadPages, entry: ShownComment): ThreadPages => ({
  ...thread,
  pages: thread.pages.map((page, index) => (index === 0 ? { ...page, comments: [entry, ...page.comments] } : page))
})

/**
 * A new entry where the filter's order puts it (`threadOrder`): before the first entry it comes
 * before (those on their way, with stand-in ids, stay on top). Newest first that is the top; in
 * Most Upvoted an entry new to the page, upvoted or not, goes among those with as many upvotes.
 * One that comes after every entry read waits for 'Load more' unless the thread is read to its end.
 */
function withNew(thread: ThreadPages, filter: ThreadFilter, entry: ShownComment): ThreadPages {
  if (!listsEntry(filter, entry)) return thread
  const order = threadOrder(filter)
  const after = (shown: ShownComment) => shown.id > 0 && order(entry, shown) < 0
  const pageIndex = thread.pages.findIndex((page) => page.comments.some(after))
  if (pageIndex === -1) {
    const last = thread.pages.at(-1)
    if (last === undefined || last.more) return thread
    return { ...thread, pages: thread.pages.map((page) => (page === last ? { ...page, comments: [...page.comments, entry] } : page)) }
  }
  return {
    ...thread,
    pages: thread.pages.map((page, index) => {
      if (index !== pageIndex) return page
      const at = page.comments.findIndex(after)
      return { ...page, comments: page.comments.toSpliced(at, 0, entry) }
    })
  }
}

/** A comment on its way (a stand-in id) that the event's entry is: the same author and text. */
const isPostedAs = (candidate: ShownComment, entry: ThreadEntry): boolean =>
  candidate.id < 0 &&
  candidate.sending === true &&
  entry.type === ThreadEntryType.comment &&
  candidate.text === entry.text &&
  candidate.user?.username === entry.user?.username

/**
 * An entry as the thread's events carry it, merged into the thread by its id (spec 3 §4): a new
 * one in its place newest first, a changed one (edit, counts) in place of the one shown, keeping
 * what the reader did to it (their upvote and flag), and a deleted comment taken away. A deleted
 * bid stays, shown as canceled. An event older than what is shown changes nothing.
 */
export function withEntry(thread: ThreadPages, filter: ThreadFilter, entry: ThreadEntry): ThreadPages {
  if (entry.type === ThreadEntryType.comment && entry.deleted_at !== null) return withoutEntry(thread, entry.id)
  const shown = shownEntries(thread).find((candidate) => candidate.id === entry.id)
  if (shown === undefined) {
    // the reader's own comment, its event come before the answer to posting it: it takes the place of the one on its way
    const posted = shownEntries(thread).find((candidate) => isPostedAs(candidate, entry))
    if (posted !== undefined) return withChange(thread, posted.id, () => ({ ...entry, upvoted: false, flagged: false }))
    return withNew(thread, filter, { ...entry, upvoted: false, flagged: false })
  }
  if (Date.parse(shown.updated_at) > Date.parse(entry.updated_at)) return thread
  return withChange(thread, entry.id, (before) => ({ ...before, ...entry, upvoted: before.upvoted, flagged: before.flagged }))
}

/** A bid's entry in the thread as the bid's event tells it (by `comment_id`): the bidder, the amount, when it was received. */
export function bidEntryOf({ bid }: BidEvent): ThreadEntry {
  return {
    id: bid.comment_id,
    type: ThreadEntryType.bid,
    user: { username: bid.bidder, photo: null, verified: false, is_staff: false },
    text: "",
    amount: bid.amount,
    timestamp: bid.received_at,
    updated_at: bid.received_at,
    edited_at: null,
    deleted_at: null,
    upvotes: 0,
    flags: 0,
    system_flagged: false,
    is_seller: false,
    is_bidder: true,
    reply_to: null,
    attachments: []
  }
}

/** A bid as its event tells it: added where the thread doesn't show it yet, left as shown where it does. */
export function withBid(thread: ThreadPages, filter: ThreadFilter, bid: ThreadEntry): ThreadPages {
  return shownEntries(thread).some((shown) => shown.id === bid.id) ? thread : withEntry(thread, filter, bid)
}

/** Changes every cached filter of the auction's thread; `reader` narrows it to the reader's own copies. */
export function changeThreads(
  queryClient: QueryClient,
  auctionId: number,
  change: (thread: ThreadPages, filter: ThreadFilter) => ThreadPages,
  reader?: ReaderId
): void {
  for (const [key, thread] of queryClient.getQueriesData<ThreadPages>({
    queryKey: commentKeys.auction(auctionId),
    ...(reader === undefined ? {} : { predicate: readFor(reader) })
  })) {
    if (thread !== undefined) queryClient.setQueryData<ThreadPages>(key, change(thread, filterOfKey(key)))
  }
}

/** Changes the entry in the reader's thread at once; going back applies `undo` to it as it then stands. */
export function changeEntry(
  queryClient: QueryClient,
  auctionId: number,
  reader: ReaderId,
  id: number,
  change: (entry: ShownComment) => ShownComment,
  undo: (entry: ShownComment) => ShownComment
): Rollback {
  changeThreads(queryClient, auctionId, (thread) => withChange(thread, id, change), reader)
  return () => changeThreads(queryClient, auctionId, (thread) => withChange(thread, id, undo), reader)
}

/** Where an entry was shown: its page and place on it. */
interface Place {
  readonly entry: ShownComment
  readonly page: number
  readonly at: number
}

const placeOf = (thread: ThreadPages, id: number): Place | null => {
  for (const [page, { comments }] of thread.pages.entries()) {
    const at = comments.findIndex((entry) => entry.id === id)
    if (at !== -1) return { entry: comments[at]!, page, at }
  }
  return null
}

/** The entry back in its place, unless it is shown already. */
export const withPlaced = (thread: ThreadPages, { entry, page, at }: Place): ThreadPages =>
  placeOf(thread, entry.id) !== null
    ? thread
    : {
        ...thread,
        pages: thread.pages.map((shown, index) => (index === page ? { ...shown, comments: shown.comments.toSpliced(at, 0, entry) } : shown))
      }

/** Takes the entry away at once; going back puts it back where it was, in each filter that showed it. */
export function hideEntry(queryClient: QueryClient, auctionId: number, reader: ReaderId, id: number): Rollback {
  const filters = { queryKey: commentKeys.auction(auctionId), predicate: readFor(reader) }
  const places = new Map<string, Place>()
  for (const [key, thread] of queryClient.getQueriesData<ThreadPages>(filters)) {
    const place = thread === undefined ? null : placeOf(thread, id)
    if (place !== null) places.set(hashKey(key), place)
  }
  changeThreads(queryClient, auctionId, (thread) => withoutEntry(thread, id), reader)
  return () => {
    for (const [key, thread] of queryClient.getQueriesData<ThreadPages>(filters)) {
      const place = places.get(hashKey(key))
      if (thread !== undefined && place !== undefined) queryClient.setQueryData<ThreadPages>(key, withPlaced(thread, place))
    }
  }
}

/** A comment just posted, first in the reader's filters that list it, marked as on its way. */
export function showPosted(queryClient: QueryClient, auctionId: number, reader: ReaderId, comment: ShownComment): void {
  changeThreads(queryClient, auctionId, (thread, filter) => (listsEntry(filter, comment) ? withFirst(thread, comment) : thread), reader)
}

/**
 * The server's comment in place of the one shown on its way (a stand-in id until then); where its
 * event came first and shows it already, the stand-in just goes.
 */
export function settlePosted(queryClient: QueryClient, auctionId: number, reader: ReaderId, standIn: number, comment: Comment): void {
  changeThreads(
    queryClient,
    auctionId,
    (thread) =>
      shownEntries(thread).some((entry) => entry.id === comment.id)
        ? withoutEntry(thread, standIn)
        : withChange(thread, standIn, () => comment),
    reader
  )
}

/** The posted comment the server refused stays shown with why (spec 3 §4 'Error sending comment'). */
export function failPosted(queryClient: QueryClient, auctionId: number, reader: ReaderId, standIn: number, error: string): void {
  changeThreads(queryClient, auctionId, (thread) => withChange(thread, standIn, (entry) => ({ ...entry, sending: false, error })), reader)
}

/** Failed comments go once the reader posts again: the composer has their text back. */
export function dropFailed(queryClient: QueryClient, auctionId: number, reader: ReaderId): void {
  changeThreads(queryClient, auctionId, (thread) => eachEntry(thread, (entry) => (entry.error === undefined ? entry : null)), reader)
}

/** Whether any cached filter of the auction's thread shows the entry. */
export const isShown = (queryClient: QueryClient, auctionId: number, id: number): boolean =>
  queryClient
    .getQueriesData<ThreadPages>({ queryKey: commentKeys.auction(auctionId) })
    .some(([, thread]) => thread !== undefined && shownEntries(thread).some((entry) => entry.id === id))

/** The auction's comment count, on its page's cached detail and stats, moved by `change`. */
export function countComments(queryClient: QueryClient, auctionId: number, change: number): void {
  changeAuction(queryClient, auctionId, (auction) => {
    const comments = Math.max(0, auction.comments + change)
    return { ...auction, comments, stats: { ...auction.stats, comments } }
  })
}
