import type { Comment } from "@redline/api"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import type { ShownComment } from "./commentQueries.ts"
import { changeEntry, changeThreads, countComments, hideEntry, withChange, withFlag, withUpvote } from "./threadCache.ts"

const entryPath = (auctionId: number, entry: ShownComment) => ({ auction_id: auctionId, comment_id: entry.id })

/**
 * What the reader does to an entry of the thread (spec 3 §4): upvote, flag, edit and delete, each
 * shown at once and going back if the server refuses it; the server's counts are taken once it answers.
 */
export function useEntryChanges(auctionId: number, onRefused: (entry: ShownComment, error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const settle = (id: number, change: (entry: ShownComment) => ShownComment) =>
    changeThreads(queryClient, auctionId, (thread) => withChange(thread, id, change), reader)

  const upvote = useMutation({
    mutationFn: ({ entry, upvote }: { entry: ShownComment; upvote: boolean }) =>
      api("comments.upvote", { path: entryPath(auctionId, entry), body: { upvote } }),
    onMutate: ({ entry, upvote }) => ({
      rollback: changeEntry(
        queryClient,
        auctionId,
        reader,
        entry.id,
        (shown) => withUpvote(shown, upvote),
        (shown) => withUpvote(shown, !upvote)
      )
    }),
    onError: (error, { entry }, context) => {
      context?.rollback()
      onRefused(entry, error)
    },
    onSuccess: (counts, { entry }) => settle(entry.id, (shown) => ({ ...shown, ...counts }))
  })

  const flag = useMutation({
    mutationFn: ({ entry, flag }: { entry: ShownComment; flag: boolean }) =>
      api("comments.flag", { path: entryPath(auctionId, entry), body: { flag } }),
    onMutate: ({ entry, flag }) => ({
      rollback: changeEntry(
        queryClient,
        auctionId,
        reader,
        entry.id,
        (shown) => withFlag(shown, flag),
        (shown) => withFlag(shown, !flag)
      )
    }),
    onError: (error, { entry }, context) => {
      context?.rollback()
      onRefused(entry, error)
    },
    onSuccess: (counts, { entry }) => settle(entry.id, (shown) => ({ ...shown, ...counts }))
  })

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
    onSuccess: (comment: Comment) => settle(comment.id, (shown) => ({ ...comment, upvoted: shown.upvoted, flagged: shown.flagged }))
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
