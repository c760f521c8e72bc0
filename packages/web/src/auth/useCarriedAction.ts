import { useEffect, useEffectEvent } from "react"
import { type CarriedAction, carriedActionOf } from "./signInLink.ts"

const actionOf = (state: unknown): CarriedAction | null =>
  typeof state === "object" && state !== null && "action" in state ? carriedActionOf(state.action) : null

/**
 * Runs `run` once when the page was reached carrying `action` in its history state (the
 * sign-in page puts it there), as soon as `ready`. The action is cleared from the history
 * entry before it runs, so a re-render, a reload or coming back never runs it again.
 */
export function useCarriedAction(action: CarriedAction, ready: boolean, run: () => void): void {
  const runOnce = useEffectEvent(run)
  useEffect(() => {
    if (!ready) return
    const state: unknown = window.history.state
    if (actionOf(state) !== action) return
    window.history.replaceState({ ...(state as object), action: null }, "")
    runOnce()
  }, [action, ready])
}
