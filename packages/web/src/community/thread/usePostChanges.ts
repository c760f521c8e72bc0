import type { CommunityPost } from "@redline/api"
import type { Reaction } from "@redline/domain"
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../../api/useApi.ts"
import { type ReaderId, useReaderId } from "../../session/readerId.ts"
import { type CommunityReactionCount, communityReactionUndo, withCommunityReaction } from "./communityReactions.ts"
import { changePost, type Rollback } from "./threadCache.ts"

/** The post's title and text as an edit sends them. */
export interface PostEdit {
  readonly title: string
  readonly text: string
}

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

/** Gives or takes back the reader's upvote or flag of the post: at once, back if the server refuses it, then the server's count. */
function usePostReaction(postId: number, reaction: Reaction, onRefused: (error: Error) => void) {
  const api = useApi()
  const queryClient = useQueryClient()
  const reader = useReaderId()
  return useMutation({
    mutationFn: ({ on }: { readonly post: CommunityPost; readonly on: boolean }): Promise<CommunityReactionCount> =>
      reaction === "upvote"
        ? api("community.upvote", { path: { post_id: postId }, body: { vote: on } })
        : api("community.flag", { path: { post_id: postId }, body: { flag: on } }),
    onMutate: ({ post, on }) =>
      showPost(
        queryClient,
        postId,
        reader,
        (shown) => withCommunityReaction(shown, reaction, on),
        communityReactionUndo(post, reaction, on)
      ),
    onError: (error, _change, context) => {
      context?.rollback()
      onRefused(error)
    },
    onSuccess: (counts) => changePost(queryClient, postId, (post) => ({ ...post, ...counts }), reader)
  })
}

/**
 * What the reader does to the thread's post (spec 3 §4): upvote and flag it (at once, back if the
 * server refuses), edit and delete their own, and, as a moderator, system-flag or delete it
 * through the admin calls. A refusal goes to `onRefused` once the post is put back; an edit's
 * refusal stays with its form.
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

  const upvote = usePostReaction(postId, "upvote", onRefused)
  const flag = usePostReaction(postId, "flag", onRefused)

  const edit = useMutation({
    mutationFn: ({ post, edit: { title, text } }: { readonly post: CommunityPost; readonly edit: PostEdit }) =>
      api("community.edit", { path, body: { title: title.trim(), text: text.trim(), attachments: post.attachments.map(({ id }) => id) } }),
    onSuccess: settle
  })

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

  return { upvote, flag, edit, remove, systemFlag }
}
