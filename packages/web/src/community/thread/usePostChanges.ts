import type { CommunityPost } from "@redline/api"
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../../api/useApi.ts"
import { type ReaderId, useReaderId } from "../../session/readerId.ts"
import { changePost } from "../postCache.ts"
import { usePostReaction } from "../usePostReaction.ts"
import type { Rollback } from "./threadCache.ts"

/** Changes the reader's post at once; going back applies `undo` to it as it then stands. */
function showPost(
  queryClient: QueryClient,
  postId: number,
  reader: ReaderId,
  change: (post: CommunityPost) => CommunityPost,
  undo: (post: CommunityPost) => CommunityPost
): { readonly rollback: Rollback } {
  changePost(queryClient, postId, change, reader)
  return { rollback: () => changePost(queryClient, postId, undo, reader) }
}

/**
 * What the reader does to the thread's post (spec 3 §4): upvote and flag it (at once, back if the
 * server refuses), delete their own, and, as a moderator, system-flag or delete it through the
 * admin calls. A refusal goes to `onRefused` once the post is put back. Editing is the composer's.
 */
export function usePostChanges(postId: number, onRefused: (error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  const path = { post_id: postId }
  const settle = (answer: CommunityPost) => changePost(queryClient, postId, (post) => ({ ...post, ...answer }), reader)
  const refused = (error: Error, _change: unknown, context: { readonly rollback: Rollback } | undefined) => {
    context?.rollback()
    onRefused(error)
  }

  const upvote = usePostReaction("upvote", onRefused)
  const flag = usePostReaction("flag", onRefused)

  const remove = useMutation({
    mutationFn: ({ moderator }: { readonly post: CommunityPost; readonly moderator: boolean }) =>
      moderator ? api("community.removePost", { path }) : api("community.delete", { path }),
    onMutate: ({ post }) =>
      showPost(
        queryClient,
        postId,
        reader,
        (shown) => ({ ...shown, deleted_at: new Date().toISOString() }),
        (shown) => ({ ...shown, deleted_at: post.deleted_at })
      ),
    onError: refused,
    onSuccess: settle
  })

  const systemFlag = useMutation({
    mutationFn: ({ on }: { readonly post: CommunityPost; readonly on: boolean }) =>
      api("community.systemFlagPost", { path, body: { is_system_flagged: on } }),
    onMutate: ({ post, on }) =>
      showPost(
        queryClient,
        postId,
        reader,
        (shown) => ({ ...shown, is_system_flagged: on }),
        (shown) => ({ ...shown, is_system_flagged: post.is_system_flagged })
      ),
    onError: refused,
    onSuccess: settle
  })

  return { upvote, flag, remove, systemFlag }
}
