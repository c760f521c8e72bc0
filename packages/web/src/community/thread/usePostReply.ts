import type { CommunityAttachment, CommunityPost, CommunityReply } from "@redline/api"
import { COMMUNITY_REPLY_COOLDOWN_MS, Messages, replyLevel } from "@redline/domain"
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query"
import { refusalOf, type Refusal } from "../../api/refusal.ts"
import { useApi } from "../../api/useApi.ts"
import { useReaderId } from "../../session/readerId.ts"
import { useSession } from "../../session/useSession.ts"
import { withChange, withNew, withoutReply, withSettled } from "./replyTree.ts"
import { useSetAtom } from "jotai"
import { cooldownEnd, replyCooldownAtom } from "../cooldown.ts"
import { changePost } from "../postCache.ts"
import { freshReply } from "./freshReply.ts"
import { changeReplies } from "./threadCache.ts"
import { threadKeys, type ShownReply } from "./threadQueries.ts"

/** A reply as the composer sends it: its text and photos, and the reply it answers (null: the post). */
export interface NewReply {
  readonly text: string
  readonly attachments: ReadonlyArray<CommunityAttachment>
  readonly parent: ShownReply | null
}

/** The post's reply count as its thread shows it, if it is read. */
const shownCount = (queryClient: QueryClient, postId: number): number | undefined =>
  queryClient
    .getQueriesData<CommunityPost>({ queryKey: threadKeys.thread(postId), predicate: (query) => query.queryKey[2] === "post" })
    .find(([, post]) => post !== undefined)?.[1]?.reply_count

// Stand-in ids of replies on their way are negative, so they never meet a server's id.
let standIns = 0

/**
 * Sends a reply as the signed-in user (spec 3 §4): it shows at once under what it answers, marked
 * as sending, and takes the server's id once posted; a refused one stays shown with 'Error
 * creating reply' and why, and `onRefused` tells the composer, which keeps the text; a cooldown's
 * refusal, and a reply posted, put the reply cooldown on.
 */
export function usePostReply(postId: number, onRefused: (reply: NewReply, refusal: Refusal) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const username = useSession()?.username ?? ""
  const setCooldown = useSetAtom(replyCooldownAtom)
  return useMutation({
    mutationFn: ({ text, attachments, parent }: NewReply): Promise<CommunityReply> =>
      api("communityReplies.create", {
        path: { post_id: postId },
        body: { text: text.trim(), attachments: attachments.map(({ id }) => id), reply_to_community_reply_id: parent?.id ?? null }
      }),
    onMutate: async ({ text, attachments, parent }) => {
      // a read on its way can't undo the reply shown; a first read is left to finish
      await queryClient.cancelQueries({ queryKey: threadKeys.thread(postId), predicate: (query) => query.state.data !== undefined })
      const parentId = parent?.id ?? null
      const standIn = --standIns
      const sent: ShownReply = {
        ...freshReply({
          id: standIn,
          postId,
          parentId,
          level: replyLevel(parent?.level ?? null),
          user: { username, photo: null, verified: false, is_staff: false },
          text: text.trim(),
          createdAt: new Date().toISOString(),
          attachments,
          mine: true
        }),
        sending: true
      }
      // the failed replies to the same place go: the composer still has their text
      const failed = (reply: ShownReply) => reply.error !== undefined && reply.reply_to_community_reply_id === parentId
      changeReplies(
        queryClient,
        postId,
        (thread) =>
          withNew(
            thread.pages
              .flatMap((page) => page.replies)
              .filter(failed)
              .reduce((shown, reply) => withoutReply(shown, reply.id), thread),
            sent
          ),
        reader
      )
      return { standIn, countBefore: shownCount(queryClient, postId) }
    },
    onError: (error, reply, context) => {
      const refusal = refusalOf(error, Messages.replySubmitFailed)
      const message = refusal.kind === "refused" ? refusal.message : Messages.replySubmitFailed
      if (context !== undefined)
        changeReplies(
          queryClient,
          postId,
          (thread) => withChange(thread, context.standIn, (shown) => ({ ...shown, sending: false, error: message })),
          reader
        )
      // a cooldown refusal is said by the composer until the cooldown ends
      const cooldown = cooldownEnd(error, COMMUNITY_REPLY_COOLDOWN_MS, Date.now())
      if (cooldown === null) onRefused(reply, refusal)
      else setCooldown(cooldown)
    },
    onSuccess: (reply, _sent, context) => {
      setCooldown(Date.now() + COMMUNITY_REPLY_COOLDOWN_MS)
      // counted here unless the post's event, which says the count, came first and moved it
      changePost(queryClient, postId, (post) =>
        post.reply_count === context.countBefore ? { ...post, reply_count: context.countBefore + 1 } : post
      )
      changeReplies(queryClient, postId, (thread) => withSettled(thread, context.standIn, reply), reader)
    }
  })
}
