import { usernameKey } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useSetAtom } from "jotai"
import { useApi } from "../api/useApi.ts"
import { blocklistAtom, withBlock } from "./blocklist.ts"
import { changePosts } from "./postCache.ts"

/** Shows a blocked author's posts again once the server unblocks them; a failure is left unsaid (spec 3 §8). */
export function useUnblock() {
  const api = useApi()
  const queryClient = useQueryClient()
  const setBlocklist = useSetAtom(blocklistAtom)
  return useMutation({
    mutationFn: (username: string) => api("community.unblock", { path: { username } }),
    onSuccess: (_answer, username) => {
      setBlocklist((list) => withBlock(list, username, false))
      changePosts(
        queryClient,
        (post) => post.user !== null && usernameKey(post.user.username) === usernameKey(username),
        (post) => ({ ...post, blocked_author: false })
      )
    }
  })
}
