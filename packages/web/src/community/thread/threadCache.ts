import type { CommunityPost, CommunityReply } from "@redline/api"
import type { QueryClient } from "@tanstack/react-query"
import { readFor, type ReaderId } from "../../session/readerId.ts"
import { changePost } from "../postCache.ts"
import { shownReplies, withChange, withNew, withSettled } from "./replyTree.ts"
import { type RepliesPages, type ShownReply, threadKeys } from "./threadQueries.ts"

/** Undoes an optimistic change when the server refuses it. */
export type Rollback = () => void

/** What only the reader's own copy knows of a post or reply: their upvote and flag, whether it is theirs, whether they blocked its author. */
type ReaderFields = "upvoted" | "flagged" | "mine" | "blocked_author"

/** A post or reply as everyone sees it: the data of the thread's events. */
export type SharedPost = Omit<CommunityPost, ReaderFields>
export type SharedReply = Omit<CommunityReply, ReaderFields>

const keptOf = ({ upvoted, flagged, mine, blocked_author }: Pick<CommunityReply, ReaderFields>) => ({
  upvoted,
  flagged,
  mine,
  blocked_author
})

/** Changes every cached copy of the post's replies; `reader` narrows it to the reader's own. */
export function changeReplies(
  queryClient: QueryClient,
  postId: number,
  change: (thread: RepliesPages) => RepliesPages,
  reader?: ReaderId
): void {
  for (const [key, thread] of queryClient.getQueriesData<RepliesPages>({
    queryKey: [...threadKeys.thread(postId)],
    predicate: (query) => query.queryKey[2] === "replies" && (reader === undefined || readFor(reader)(query))
  })) {
    if (thread !== undefined) queryClient.setQueryData<RepliesPages>(key, change(thread))
  }
}

/** The post's reply count moved by `step`, never below 0. */
export const countReplies = (queryClient: QueryClient, postId: number, step: number): void =>
  changePost(queryClient, postId, (post) => ({ ...post, reply_count: Math.max(0, post.reply_count + step) }))

/** Changes the reply in the reader's thread at once; going back applies `undo` to it as it then stands. */
export function changeReply(
  queryClient: QueryClient,
  postId: number,
  reader: ReaderId,
  id: number,
  change: (reply: ShownReply) => ShownReply,
  undo: (reply: ShownReply) => ShownReply
): Rollback {
  changeReplies(queryClient, postId, (thread) => withChange(thread, id, change), reader)
  return () => changeReplies(queryClient, postId, (thread) => withChange(thread, id, undo), reader)
}

/** The reply as a cached copy of the thread shows it, if one does. */
export const shownReply = (queryClient: QueryClient, postId: number, id: number): ShownReply | undefined =>
  queryClient
    .getQueriesData<RepliesPages>({ queryKey: [...threadKeys.thread(postId)], predicate: (query) => query.queryKey[2] === "replies" })
    .flatMap(([, thread]) => (thread === undefined ? [] : shownReplies(thread)))
    .find((reply) => reply.id === id)

/** A reply on its way (a stand-in id) that the event's reply is: the same parent, author and text. */
const isSentAs = (candidate: ShownReply, reply: SharedReply): boolean =>
  candidate.id < 0 &&
  candidate.sending === true &&
  candidate.reply_to_community_reply_id === reply.reply_to_community_reply_id &&
  candidate.text === reply.text &&
  candidate.user?.username === reply.user?.username

/**
 * A reply as the thread's events carry it, merged by its id: a new one where it belongs (or in
 * place of the reader's own on its way), a changed one (edit, deletion, counts, children) over
 * the one shown, keeping what only the reader's copy knows. `marks` say whether the reader wrote it
 * and whether they blocked its author.
 */
export function withEvent(
  thread: RepliesPages,
  reply: SharedReply,
  marks: { readonly mine: boolean; readonly blocked_author: boolean }
): RepliesPages {
  const shown = shownReplies(thread).find((candidate) => candidate.id === reply.id)
  if (shown !== undefined) return withChange(thread, reply.id, (before) => ({ ...before, ...reply, ...keptOf(before) }))
  const fresh: ShownReply = { ...reply, upvoted: false, flagged: false, ...marks }
  const sent = shownReplies(thread).find((candidate) => isSentAs(candidate, reply))
  if (sent !== undefined) return withSettled(thread, sent.id, fresh)
  return reply.deleted_at === null ? withNew(thread, fresh) : thread
}

/** The post as its event carries it, over the one shown, keeping what only the reader's copy knows. */
export const postOfEvent = (post: CommunityPost, event: SharedPost): CommunityPost => ({ ...post, ...event, ...keptOf(post) })
