import type { CommunityPost } from "@redline/api"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { changePost } from "./postCache.ts"

export type PostReaction = "upvote" | "flag"

const FIELDS = { upvote: ["upvote_count", "upvoted"], flag: ["flag_count", "flagged"] } as const

/** What the server answers of a reaction it took: the post's count of it, and the reader's mark. */
type ReactionCount = Pick<CommunityPost, "upvote_count" | "upvoted"> | Pick<CommunityPost, "flag_count" | "flagged">

/** The post once the reader gives (`on`) or takes back a reaction: the mark set, the count following it, never below 0. */
function withReaction(post: CommunityPost, reaction: PostReaction, on: boolean): CommunityPost {
  const [count, mark] = FIELDS[reaction]
  if (post[mark] === on) return post
  return { ...post, [mark]: on, [count]: Math.max(0, post[count] + (on ? 1 : -1)) }
}

/** Going back on a refused reaction: the mark as it was, the count less the step taken, unless the mark moved since. */
function withoutReaction(post: CommunityPost, reaction: PostReaction, on: boolean): CommunityPost {
  const [count, mark] = FIELDS[reaction]
  if (post[mark] !== on) return post
  return { ...post, [mark]: !on, [count]: Math.max(0, post[count] + (on ? -1 : 1)) }
}

/**
 * Upvotes or flags a post, or takes it back (spec 3 §4: optimistic with revert): the count and
 * the button change at once in every feed, go back if the server refuses, and take the server's
 * count once it answers.
 */
export function usePostReaction(reaction: PostReaction) {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ post, on }: { readonly post: CommunityPost; readonly on: boolean }): Promise<ReactionCount> => {
      const path = { post_id: post.id }
      return reaction === "upvote"
        ? api("community.upvote", { path, body: { vote: on } })
        : api("community.flag", { path, body: { flag: on } })
    },
    onMutate: ({ post, on }) => changePost(queryClient, post.id, (shown) => withReaction(shown, reaction, on)),
    onError: (_error, { post, on }) => changePost(queryClient, post.id, (shown) => withoutReaction(shown, reaction, on)),
    onSuccess: (counts, { post }) => changePost(queryClient, post.id, (shown) => ({ ...shown, ...counts }))
  })
}
