import type { CommunityPost } from "@redline/api"
import type { Reaction } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { type CommunityReactionCount, communityReactionUndo, withCommunityReaction } from "./communityReactions.ts"
import { changePost } from "./postCache.ts"

/**
 * Upvotes or flags a post, or takes it back (spec 3 §4: optimistic with revert): the count and
 * the button change at once wherever the reader sees the post (its feeds and its thread), go back
 * if the server refuses, and take the server's count once it answers. A refusal goes to
 * `onRefused`, if given, once the post is put back; otherwise it is ignored (spec 3 §8).
 */
export function usePostReaction(reaction: Reaction, onRefused?: (error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  return useMutation({
    mutationFn: ({ post, on }: { readonly post: CommunityPost; readonly on: boolean }): Promise<CommunityReactionCount> => {
      const path = { post_id: post.id }
      return reaction === "upvote"
        ? api("community.upvote", { path, body: { vote: on } })
        : api("community.flag", { path, body: { flag: on } })
    },
    onMutate: ({ post, on }) => {
      changePost(queryClient, post.id, (shown) => withCommunityReaction(shown, reaction, on), reader)
      return { undo: communityReactionUndo(post, reaction, on) }
    },
    onError: (error, { post }, context) => {
      if (context !== undefined) changePost(queryClient, post.id, context.undo, reader)
      onRefused?.(error)
    },
    onSuccess: (counts, { post }) => changePost(queryClient, post.id, (shown) => ({ ...shown, ...counts }), reader)
  })
}
