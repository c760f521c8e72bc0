import type { CommentAttachment } from "@redline/api"
import { Messages, type ReplyContext } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { refusalOf } from "../api/refusal.ts"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { useSession } from "../session/useSession.ts"
import { commentKeys } from "./commentQueries.ts"
import { countComments, dropFailed, failPosted, isShown, settlePosted, showPosted } from "./threadCache.ts"

export interface NewComment {
  readonly text: string
  readonly attachments: ReadonlyArray<CommentAttachment>
  readonly replyTo: ReplyContext | null
}

// Stand-in ids of comments on their way are negative, so they never meet a server's id.
let standIns = 0

/**
 * Posts a comment as the signed-in user (spec 3 §4): it shows first in the thread at once,
 * marked as sending, and takes the server's id and time once posted; a refused one stays shown
 * with 'Error sending comment' and why, and `onRefused` gives the composer its text back.
 */
export function usePostComment(
  auctionId: number,
  isSeller: boolean,
  onRefused: (comment: NewComment, refusal: ReturnType<typeof refusalOf>) => void
) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const username = useSession()?.username ?? ""
  return useMutation({
    mutationFn: ({ text, attachments, replyTo }: NewComment) =>
      api("comments.post", {
        path: { auction_id: auctionId },
        body: { text: text.trim(), attachments: attachments.map(({ id }) => id), reply_to: replyTo?.id ?? null }
      }),
    onMutate: async ({ text, attachments, replyTo }) => {
      // a read on its way can't undo the comment shown; a first read is left to finish (stopped, it would leave nothing to show)
      await queryClient.cancelQueries({ queryKey: commentKeys.auction(auctionId), predicate: (query) => query.state.data !== undefined })
      dropFailed(queryClient, auctionId, reader)
      const standIn = --standIns
      const now = new Date().toISOString()
      showPosted(queryClient, auctionId, reader, {
        id: standIn,
        type: 1,
        user: { username, photo: null, verified: false, is_staff: false },
        text: text.trim(),
        amount: null,
        timestamp: now,
        updated_at: now,
        edited_at: null,
        deleted_at: null,
        upvotes: 0,
        flags: 0,
        system_flagged: false,
        is_seller: isSeller,
        is_bidder: false,
        reply_to: replyTo,
        attachments,
        upvoted: false,
        flagged: false,
        sending: true
      })
      return { standIn }
    },
    onError: (error, comment, context) => {
      const refusal = refusalOf(error, Messages.commentPostFailed)
      if (context !== undefined)
        failPosted(
          queryClient,
          auctionId,
          reader,
          context.standIn,
          refusal.kind === "refused" ? refusal.message : Messages.commentPostFailed
        )
      onRefused(comment, refusal)
    },
    onSuccess: (comment, _posted, context) => {
      // counted here unless its event came first and counted it
      if (!isShown(queryClient, auctionId, comment.id)) countComments(queryClient, auctionId, 1)
      settlePosted(queryClient, auctionId, reader, context.standIn, comment)
    }
  })
}
