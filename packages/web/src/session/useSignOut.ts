import { useQueryClient } from "@tanstack/react-query"
import { useSetAtom } from "jotai"
import { useCallback } from "react"
import { storedSessionAtom } from "./sessionAtom.ts"

/**
 * Forgets the session and everything fetched with it (spec 2 §4: logout clears most client
 * state), so nothing of the signed-in user's stays on screen or in the cache.
 */
export function useSignOut(): () => void {
  const setStoredSession = useSetAtom(storedSessionAtom)
  const queryClient = useQueryClient()
  return useCallback(() => {
    setStoredSession(null)
    queryClient.clear()
  }, [setStoredSession, queryClient])
}
