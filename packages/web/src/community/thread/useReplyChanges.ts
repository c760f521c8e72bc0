import type { CommunityReply } from "@redline/api"
import type { Reaction } from "@redline/domain"
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../../api/useApi.ts"
import { type ReaderId, useReaderId } from "../../session/readerId.ts"
import { type CommunityReactionCount, communityReactionUndo, withCommunityReaction } from "../communityReactions.ts"
import { changeReplies, changeReply, countReplies, type Rollback } from "./threadCache.ts"
import { withChange } from "./replyTree.ts"
import type { ShownReply } from "./threadQueries.ts"

/** The reader's change of a reply, and the reply as it stood. */
interface ReplyChange {
  readonly reply: ShownReply
}

/** The server's answer taken into the reader's copies of the reply, keeping what only they know. */
const settle = (queryClient: QueryClient, postId: number, reader: ReaderId, answer: Partial<CommunityReply> & { readonly id: number }) =>
  changeReplies(queryClient, postId, (thread) => withChange(thread, answer.id, (reply) => ({ ...reply, ...answer })), reader)

/** Gives or takes back the reader's upvote or flag of a reply: at once, back if the server refuses it, then the server's count. */
function useReplyReaction(postId: number, reaction: Reaction, onRefused: (reply: ShownReply, error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  return useMutation({
    mutationFn: ({ reply, on }: ReplyChange & { readonly on: boolean }): Promise<CommunityReactionCount> =>
      reaction === "upvote"
        ? api("communityReplies.upvote", { path: { reply_id: reply.id }, body: { vote: on } })
        : api("communityReplies.flag", { path: { reply_id: reply.id }, body: { flag: on } }),
    onMutate: ({ reply, on }) => ({
      rollback: changeReply(
        queryClient,
        postId,
        reader,
        reply.id,
        (shown) => withCommunityReaction(shown, reaction, on),
        communityReactionUndo(reply, reaction, on)
      )
    }),
    onError: (error, { reply }, context) => {
      context?.rollback()
      onRefused(reply, error)
    },
    onSuccess: (counts, { reply }) => settle(queryClient, postId, reader, { id: reply.id, ...counts })
  })
}

/**
 * What the reader does to a reply (spec 3 §4): upvote and flag (at once, back if the server
 * refuses), edit and delete their own, and, as a moderator, system-flag or delete any through the
 * admin calls. A deleted reply lowers the post's reply count at once (never below 0), and puts it
 * back if refused. An edit's refusal stays with its form.
 */
export function useReplyChanges(postId: number, onRefused: (reply: ShownReply, error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const refused = (error: Error, { reply }: ReplyChange, context: { readonly rollback: Rollback } | undefined) => {
    context?.rollback()
    onRefused(reply, error)
  }
  const upvote = useReplyReaction(postId, "upvote", onRefused)
  const flag = useReplyReaction(postId, "flag", onRefused)

  const edit = useMutation({
    mutationFn: ({ reply, text }: ReplyChange & { readonly text: string }) =>
      api("communityReplies.edit", {
        path: { reply_id: reply.id },
        body: { text: text.trim(), attachments: reply.attachments.map(({ id }) => id) }
      }),
    onSuccess: (answer) => settle(queryClient, postId, reader, answer)
  })

  const remove = useMutation({
    mutationFn: ({ reply, moderator }: ReplyChange & { readonly moderator: boolean }) =>
      moderator
        ? api("communityReplies.removeReply", { path: { reply_id: reply.id } })
        : api("communityReplies.delete", { path: { reply_id: reply.id } }),
    onMutate: ({ reply }) => {
      const undo = changeReply(
        queryClient,
        postId,
        reader,
        reply.id,
        (shown) => ({ ...shown, deleted_at: new Date().toISOString() }),
        (shown) => ({ ...shown, deleted_at: reply.deleted_at })
      )
      countReplies(queryClient, postId, -1)
      return {
        rollback: () => {
          undo()
          countReplies(queryClient, postId, 1)
        }
      }
    },
    onError: refused
  })

  const systemFlag = useMutation({
    mutationFn: ({ reply, on }: ReplyChange & { readonly on: boolean }) =>
      api("communityReplies.systemFlagReply", { path: { reply_id: reply.id }, body: { is_system_flagged: on } }),
    onMutate: ({ reply, on }) => ({
      rollback: changeReply(
        queryClient,
        postId,
        reader,
        reply.id,
        (shown) => ({ ...shown, is_system_flagged: on }),
        (shown) => ({ ...shown, is_system_flagged: reply.is_system_flagged })
      )
    }),
    onError: refused,
    onSuccess: (answer) => settle(queryClient, postId, reader, answer)
  })

  return { upvote, flag, edit, remove, systemFlag }
}
