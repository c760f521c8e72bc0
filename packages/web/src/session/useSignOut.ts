import { useQueryClient } from "@tanstack/react-query"
import { useStore } from "jotai"
import { useCallback } from "react"
import { clearCommunityState } from "../community/communityState.ts"
import { useSessionClient } from "./useSessionClient.ts"

/**
 * Signs out (spec 2 §4: logout clears most client state): `POST auth/logout` ends the session on
 * the server, then the stored session and everything fetched with it go, so nothing of the
 * signed-in user's stays on screen or in the cache, nor in the community's state (its drafts,
 * cooldowns and blocklist). The realtime connection hears the session go
 * and registers its channels as public. Kept: the theme and privacy choices, which are the
 * device's, and the browser's handshake, which is no one's in particular.
 */
export function useSignOut(): () => Promise<void> {
  const client = useSessionClient()
  const queryClient = useQueryClient()
  const store = useStore()
  return useCallback(async () => {
    await client.logout()
    queryClient.clear()
    clearCommunityState(store.set)
  }, [client, queryClient, store])
}
