import { ErrorCode } from "@redline/domain"
import { atom, type PrimitiveAtom, useAtom } from "jotai"
import { useEffect } from "react"
import { ApiError } from "../api/request.ts"

/**
 * When the reader's cooldown ends (spec 3 §4, §8: 'After a post a cooldown flag is set and cleared
 * later'), in milliseconds since the epoch; null while none is on. One for new posts, one for replies.
 */
export const postCooldownAtom = atom<number | null>(null)
export const replyCooldownAtom = atom<number | null>(null)

/** When a cooldown refusal's `Retry-After` says to come back, or after the whole `span` if it says nothing; null for any other error. */
export function cooldownEnd(error: unknown, span: number, now: number): number | null {
  if (!(error instanceof ApiError) || error.status !== 429 || error.errorCode !== ErrorCode.community_cooldown) return null
  return now + (error.retryAfter === null ? span : error.retryAfter * 1000)
}

/** Whether the cooldown is on; it clears itself when it ends. */
export function useCooldown(cooldown: PrimitiveAtom<number | null>): boolean {
  const [until, setUntil] = useAtom(cooldown)
  useEffect(() => {
    if (until === null) return
    const timer = setTimeout(() => setUntil(null), Math.max(0, until - Date.now()))
    return () => clearTimeout(timer)
  }, [until, setUntil])
  return until !== null
}
