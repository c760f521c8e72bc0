import { savedSearchSubject } from "@redline/domain"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useHistoryState } from "wouter/use-browser-location"
import { useApi } from "../api/useApi.ts"
import { useReaderId } from "../session/readerId.ts"
import { useSession } from "../session/useSession.ts"
import { SavedSearchEditor } from "./SavedSearchEditor.tsx"
import { savedSearchQueries } from "./savedSearchQueries.ts"

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
  return <LandedSearch key={landing.id} id={landing.id} justSaved={landing.justSaved} onClose={() => setLanding(null)} />
}

function LandedSearch({ id, justSaved, onClose }: { readonly id: number; readonly justSaved: boolean; readonly onClose: () => void }) {
  const list = useQuery(savedSearchQueries.list(useApi(), useReaderId()))
  const search = list.data?.saved_searches.find((saved) => saved.id === id)
  return (
    <SavedSearchEditor
      searchId={id}
      subject={search === undefined ? "matching" : savedSearchSubject(search)}
      justSaved={justSaved}
      onClose={onClose}
    />
  )
}
