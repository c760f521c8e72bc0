import type { Community } from "@redline/api"
import { useQuery } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { useApi } from "../api/useApi.ts"
import { communityQueries } from "./communityQueries.ts"

/** The search waits this long after the last keystroke before asking. */
const SEARCH_DEBOUNCE_MS = 150

/**
 * Communities whose name has what is typed, asked once the typing stops (spec 3 §5: the query is
 * trimmed). Nothing is asked for an empty query, where the caller shows its defaults; a search
 * that fails empties the suggestions (spec 3 §8).
 */
export function useCommunitySearch(text: string): { readonly query: string; readonly communities: ReadonlyArray<Community> } {
  const typed = text.trim()
  const [asked, setAsked] = useState(typed)
  useEffect(() => {
    const timer = setTimeout(() => setAsked(typed), SEARCH_DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [typed])
  const search = useQuery({ ...communityQueries.predict(useApi(), asked), enabled: asked !== "" })
  return { query: asked, communities: asked === "" || search.isError ? [] : (search.data ?? []) }
}
