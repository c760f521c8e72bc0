import { lazy, Suspense, useEffect, useState } from "react"
import { useHistoryState } from "wouter/use-browser-location"
import { useSession } from "../session/useSession.ts"

// the modal's code loads only when a page lands with it: it is no part of the first page
const LandedSearch = lazy(() => import("./LandedSearch.tsx"))

/** The history state of a page landed on with a search just saved for it (the auto-save link's search page). */
export interface SavedSearchLandingState {
  readonly savedSearch: { readonly id: number; readonly justSaved: boolean }
}

const landedOn = (state: unknown): SavedSearchLandingState["savedSearch"] | null => {
  if (typeof state !== "object" || state === null || !("savedSearch" in state)) return null
  const landed = (state as { savedSearch: unknown }).savedSearch
  if (typeof landed !== "object" || landed === null) return null
  const { id, justSaved } = landed as Record<string, unknown>
  return typeof id === "number" && typeof justSaved === "boolean" ? { id, justSaved } : null
}

/**
 * The saved search modal over whatever page the auto-save link lands on (spec 1 §2 `/save-search`):
 * 'Search saved.' for a search saved by it (state 1), the alerts alone for one saved before (2).
 * The history entry carries it here and is cleared at once, before the dialog takes an entry of
 * its own: Back, a reload or closing the dialog never opens it again.
 */
export function SavedSearchLanding() {
  const state: unknown = useHistoryState()
  const signedIn = useSession() !== null
  const [landing, setLanding] = useState<SavedSearchLandingState["savedSearch"] | null>(null)
  useEffect(() => {
    const landed = landedOn(state)
    if (landed === null) return
    window.history.replaceState({ ...(state as object), savedSearch: null }, "")
    setLanding(landed)
  }, [state])

  if (landing === null || !signedIn) return null
  return (
    <Suspense fallback={null}>
      <LandedSearch key={landing.id} id={landing.id} justSaved={landing.justSaved} onClose={() => setLanding(null)} />
    </Suspense>
  )
}
