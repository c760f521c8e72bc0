import { useEffect, useEffectEvent } from "react"
import { useHistoryState } from "wouter/use-browser-location"
import { type CarriedAction, carriedActionOf, carriedSubjectOf } from "./signInLink.ts"

const fieldOf = (state: unknown, field: string): unknown =>
  typeof state === "object" && state !== null && field in state ? (state as Record<string, unknown>)[field] : undefined

/**
 * Runs `run` once when the page's history state carries `action` (the sign-in page puts it there
 * going back to the page, the sign-in dialog once it has closed over it), as soon as `ready`. With
 * a `subject`, only the action carried for that subject runs (the Watch of one card among many).
 * The action is cleared from the history entry before it runs, so a re-render, a reload or coming
 * back never runs it again.
 */
export function useCarriedAction(action: CarriedAction, ready: boolean, run: () => void, subject?: string | number): void {
  const runOnce = useEffectEvent(run)
  const wanted = subject === undefined ? null : String(subject)
  const state: unknown = useHistoryState()
  useEffect(() => {
    if (!ready) return
    if (carriedActionOf(fieldOf(state, "action")) !== action) return
    if (wanted !== null && carriedSubjectOf(fieldOf(state, "subject")) !== wanted) return
    window.history.replaceState({ ...(state as object), action: null }, "")
    runOnce()
  }, [action, ready, wanted, state])
}
