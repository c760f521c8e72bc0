import type { Comment } from "@redline/api"
import { type Reaction, type ReactionCount, reactionUndo, withReaction } from "@redline/domain"
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { type ReaderId, useReaderId } from "../session/readerId.ts"
import type { ShownComment } from "./commentQueries.ts"
import { changeEntry, changeThreads, countComments, hideEntry, withChange } from "./threadCache.ts"

const entryPath = (auctionId: number, entry: ShownComment) => ({ auction_id: auctionId, comment_id: entry.id })

/** The server's answer taken into the reader's copies of the entry. */
const settle = (queryClient: QueryClient, auctionId: number, reader: ReaderId, id: number, change: (entry: ShownComment) => ShownComment) =>
  changeThreads(queryClient, auctionId, (thread) => withChange(thread, id, change), reader)

/** The reader's reaction to an entry given (`on`) or taken back. */
export interface ReactionChange {
  readonly entry: ShownComment
  readonly on: boolean
}

/** Gives or takes back the reader's upvote or flag of an entry: at once, back if the server refuses it, then the server's count. */
function useReaction(auctionId: number, reaction: Reaction, onRefused: (entry: ShownComment, error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  return useMutation({
    mutationFn: ({ entry, on }: ReactionChange): Promise<ReactionCount> =>
      reaction === "upvote"
        ? api("comments.upvote", { path: entryPath(auctionId, entry), body: { upvote: on } })
        : api("comments.flag", { path: entryPath(auctionId, entry), body: { flag: on } }),
    onMutate: ({ entry, on }) => ({
      rollback: changeEntry(
        queryClient,
        auctionId,
        reader,
        entry.id,
        (shown) => withReaction(shown, reaction, on),
        reactionUndo(entry, reaction, on)
      )
    }),
    onError: (error, { entry }, context) => {
      context?.rollback()
      onRefused(entry, error)
    },
    onSuccess: (counts, { entry }) => settle(queryClient, auctionId, reader, entry.id, (shown) => ({ ...shown, ...counts }))
  })
}

/**
 * What the reader does to an entry of the thread (spec 3 §4): upvote, flag, edit and delete, each
 * shown at once and going back if the server refuses it; the server's counts are taken once it answers.
 */
export function useEntryChanges(auctionId: number, onRefused: (entry: ShownComment, error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const upvote = useReaction(auctionId, "upvote", onRefused)
  const flag = useReaction(auctionId, "flag", onRefused)

  const edit = useMutation({
    mutationFn: ({ entry, text }: { entry: ShownComment; text: string }) =>
      api("comments.edit", { path: entryPath(auctionId, entry), body: { text: text.trim() } }),
    onMutate: ({ entry, text }) => {
      const before = { text: entry.text, edited_at: entry.edited_at }
      const edited = { text: text.trim(), edited_at: new Date().toISOString() }
      return {
        rollback: changeEntry(
          queryClient,
          auctionId,
          reader,
          entry.id,
          (shown) => ({ ...shown, ...edited }),
          (shown) => ({ ...shown, ...before })
        )
      }
    },
    onError: (error, { entry }, context) => {
      context?.rollback()
      onRefused(entry, error)
    },
    onSuccess: (comment: Comment) =>
      settle(queryClient, auctionId, reader, comment.id, (shown) => ({ ...comment, upvoted: shown.upvoted, flagged: shown.flagged }))
  })

  const remove = useMutation({
    mutationFn: (entry: ShownComment) => api("comments.delete", { path: entryPath(auctionId, entry) }),
    onMutate: (entry) => ({ rollback: hideEntry(queryClient, auctionId, reader, entry.id) }),
    // Here rather than with `mutate`: the entry left the page when the delete was sent, and what
    // `mutate` is told dies with it, so the refusal would go unsaid when it comes back.
    onError: (error, entry, context) => {
      context?.rollback()
      onRefused(entry, error)
    },
    onSuccess: () => countComments(queryClient, auctionId, -1)
  })

  return { upvote, flag, edit, remove }
}
