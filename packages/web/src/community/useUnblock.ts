import { usernameKey } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { changePosts } from "./postCache.ts"

/** Shows a blocked author's posts again once the server unblocks them; a failure is left unsaid (spec 3 §8). */
export function useUnblock() {
  const api = useApi()
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (username: string) => api("community.unblock", { path: { username } }),
    onSuccess: (_answer, username) =>
      changePosts(
        queryClient,
        (post) => post.user !== null && usernameKey(post.user.username) === usernameKey(username),
        (post) => ({ ...post, blocked_author: false })
      )
  })
}
