import type { RepliesPages, ShownReply } from "./threadQueries.ts"

/** Every reply read, in the order read: level-1 replies in the thread's order, the rest after their parents. */
export const shownReplies = (thread: Pick<RepliesPages, "pages">): ReadonlyArray<ShownReply> => thread.pages.flatMap((page) => page.replies)

/** The thread as a tree: the post's replies, and each reply's children as read. */
export interface ReplyTree {
  readonly top: ReadonlyArray<ShownReply>
  readonly childrenOf: (reply: ShownReply) => ReadonlyArray<ShownReply>
  /** The ids among a reply's children that are not read yet (collapsed level-3 replies). */
  readonly missingOf: (reply: ShownReply) => ReadonlyArray<number>
  readonly find: (id: number) => ShownReply | undefined
}

/**
 * The replies read, as a tree: a reply's children in its `replies` order (oldest first), then
 * those on their way to it. A deleted reply with no children to show is left out.
 */
export function replyTree(thread: Pick<RepliesPages, "pages">): ReplyTree {
  const all = shownReplies(thread)
  const byId = new Map(all.map((reply) => [reply.id, reply]))
  const sent = (parent: number | null) => all.filter((reply) => reply.id < 0 && reply.reply_to_community_reply_id === parent)
  const childrenOf = (reply: ShownReply): ReadonlyArray<ShownReply> =>
    [...reply.replies.flatMap((id) => byId.get(id) ?? []), ...sent(reply.id)].filter(shows)
  const shows = (reply: ShownReply): boolean => reply.deleted_at === null || childrenOf(reply).length > 0 || missingOf(reply).length > 0
  const missingOf = (reply: ShownReply) => reply.replies.filter((id) => !byId.has(id))
  return {
    top: all.filter((reply) => reply.level === 1 && shows(reply)),
    childrenOf,
    missingOf,
    find: (id) => byId.get(id)
  }
}

const eachReply = (thread: RepliesPages, change: (reply: ShownReply) => ShownReply | null): RepliesPages => ({
  ...thread,
  pages: thread.pages.map((page) => ({
    ...page,
    replies: page.replies.flatMap((reply) => {
      const changed = change(reply)
      return changed === null ? [] : [changed]
    })
  }))
})

/** The reply with `id` changed, wherever it is shown. */
export const withChange = (thread: RepliesPages, id: number, change: (reply: ShownReply) => ShownReply): RepliesPages =>
  eachReply(thread, (reply) => (reply.id === id ? change(reply) : reply))

export const withoutReply = (thread: RepliesPages, id: number): RepliesPages =>
  eachReply(thread, (reply) => (reply.id === id ? null : reply))

/** Whether the thread shows the reply. */
export const isShown = (thread: RepliesPages, id: number): boolean => shownReplies(thread).some((reply) => reply.id === id)

/**
 * A reply new to the thread where it belongs: a level-1 reply after the last one read (or, while
 * more are still to read, with them, for 'Load more'); a nested one after its parent, named among
 * its children. One whose parent isn't read waits until it is.
 */
export function withNew(thread: RepliesPages, reply: ShownReply): RepliesPages {
  const parentId = reply.reply_to_community_reply_id
  if (parentId === null) {
    const last = thread.pages.at(-1)
    if (last === undefined || (last.more && reply.id > 0)) return thread
    return { ...thread, pages: thread.pages.map((page) => (page === last ? { ...page, replies: [...page.replies, reply] } : page)) }
  }
  const pageIndex = thread.pages.findIndex((page) => page.replies.some((shown) => shown.id === parentId))
  if (pageIndex === -1) return thread
  return {
    ...thread,
    pages: thread.pages.map((page, index) => {
      if (index !== pageIndex) return page
      const replies = page.replies.map((shown) =>
        shown.id === parentId && reply.id > 0 && !shown.replies.includes(reply.id)
          ? { ...shown, replies: [...shown.replies, reply.id], reply_count: shown.reply_count + 1 }
          : shown
      )
      return { ...page, replies: [...replies, reply] }
    })
  }
}

/** Replies read by id (a reply's children) into the thread, beside their parent; those read already are taken afresh. */
export const withRead = (thread: RepliesPages, replies: ReadonlyArray<ShownReply>): RepliesPages =>
  replies.reduce((shown, reply) => (isShown(shown, reply.id) ? withChange(shown, reply.id, () => reply) : withNew(shown, reply)), thread)

/**
 * The server's reply in place of the one shown on its way (a stand-in id until then), named among
 * its parent's children; where its event came first and shows it already, the stand-in just goes.
 */
export function withSettled(thread: RepliesPages, standIn: number, reply: ShownReply): RepliesPages {
  if (isShown(thread, reply.id)) return withoutReply(thread, standIn)
  const parentId = reply.reply_to_community_reply_id
  return eachReply(thread, (shown) => {
    if (shown.id === standIn) return reply
    if (shown.id !== parentId || shown.replies.includes(reply.id)) return shown
    return { ...shown, replies: [...shown.replies, reply.id], reply_count: shown.reply_count + 1 }
  })
}
