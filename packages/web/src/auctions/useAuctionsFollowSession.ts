import { useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef } from "react"
import { useSession } from "../session/useSession.ts"
import { auctionKeys } from "./auctionKeys.ts"

/**
 * Auctions fetched for someone else say whether *they* watch each one. When the signed-in user
 * changes (signing in here or in another tab, a session dropped), every auction is fetched again
 * as the new reader, the open pages at once and the others when next shown.
 */
export function useAuctionsFollowSession(): void {
  const userId = useSession()?.user_id ?? null
  const queryClient = useQueryClient()
  const fetchedFor = useRef(userId)
  useEffect(() => {
    if (fetchedFor.current === userId) return
    fetchedFor.current = userId
    void queryClient.invalidateQueries({ queryKey: auctionKeys.all })
  }, [userId, queryClient])
}
