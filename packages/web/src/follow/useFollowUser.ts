import type { PublicProfile } from "@redline/api"
import { followedAs, usernameKey } from "@redline/domain"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useApi } from "../api/useApi.ts"
import { profileKeys } from "../profile/profileQueries.ts"
import { useReaderId } from "../session/readerId.ts"
import { useSession } from "../session/useSession.ts"

/**
 * Follows (true) or unfollows (false) a user as the signed-in user, optimistically (spec 3 §4):
 * the profile flips and its follower count moves by one at once, goes back if the server
 * refuses, and takes the server's counts once it answers. A second toggle before the first is
 * answered waits for it, so the server applies them in the order they were made.
 */
export function useFollowUser(username: string) {
  const api = useApi()
  const queryClient = useQueryClient()
  const session = useSession()
  const reader = useReaderId()
  const key = profileKeys.profile(username, reader)
  const change = (next: (profile: PublicProfile) => PublicProfile) =>
    queryClient.setQueryData<PublicProfile>(key, (profile) => profile && next(profile))
  return useMutation({
    scope: { id: `follow:${usernameKey(username)}` },
    mutationFn: (follow: boolean) =>
      // the button has already flipped, so leaving the page right after must not lose the follow
      api(follow ? "users.follow" : "users.unfollow", { path: { username }, keepalive: true }),
    onMutate: async (follow) => {
      await queryClient.cancelQueries({ queryKey: key })
      change((profile) => followedAs(profile, follow))
    },
    onError: (_error, follow) => change((profile) => followedAs(profile, !follow)),
    onSuccess: (answer) => {
      change(() => answer)
      // the reader's own following count moved too
      if (session !== null) void queryClient.invalidateQueries({ queryKey: profileKeys.profile(session.username, reader) })
    }
  })
}
