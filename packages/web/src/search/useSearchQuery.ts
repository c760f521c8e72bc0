import {
  canonicalListSearch,
  changeListQuery,
  decodeListQuery,
  encodeListQuery,
  type ListQuery,
  type ListQueryChange
} from "@redline/domain"
import { useCallback, useEffect, useMemo, useState } from "react"
import { useLocation, useParams, useSearch } from "wouter"
import type { SearchLookup } from "./searchQueries.ts"

/** A saved-search tracking id for a visit that came without one (spec 1 §2): random, short. */
const trackingId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, "0")).join("")

/** What the search page's query string carries besides its list state: the text, a saved search's id, the tracking id. */
const SEARCH_PARAMS = ["q", "sid", "ss_id"] as const

/**
 * The search page's state as its URL carries it (spec 1 §2): the make and model in the path, the
 * text (q) or a saved search's id (sid) in the query, beside the list state of the "search"
 * screen (lsort, csort, the filters, the page) in the domain's codec: defaults left out, a
 * URL with a default or invalid value replaced in place. `ssId` is the URL's tracking id or one
 * made for this visit, which the cards' links carry.
 */
export function useSearchQuery() {
  const { makeSlug, modelSlug } = useParams<{ makeSlug?: string; modelSlug?: string }>()
  const search = useSearch()
  const [location, navigate] = useLocation()
  const params = useMemo(() => new URLSearchParams(search), [search])
  const text = params.get("q")?.trim() ?? ""
  const sid = params.get("sid") ?? ""
  const lookup: SearchLookup = useMemo(
    () =>
      makeSlug === undefined ? { search: text } : { make_slug: makeSlug, ...(modelSlug === undefined ? {} : { model_slug: modelSlug }) },
    [makeSlug, modelSlug, text]
  )
  const query = useMemo(() => decodeListQuery("search", search, new Date()), [search])
  const canonical = useMemo(() => canonicalListSearch("search", search, new Date()), [search])
  useEffect(() => {
    if (canonical !== search) navigate(canonical === "" ? location : `${location}?${canonical}`, { replace: true })
  }, [canonical, search, location, navigate])

  const [visitId] = useState(trackingId)
  const ssId = params.get("ss_id") ?? visitId
  const carried = useMemo(
    () =>
      new URLSearchParams(SEARCH_PARAMS.flatMap((name) => (params.has(name) ? [[name, params.get(name) ?? ""] as [string, string]] : []))),
    [params]
  )
  const hrefFor = useCallback(
    (next: ListQueryChange<ListQuery<"search">>): string => {
      // the list first, then what it carries, as `canonicalListSearch` orders them
      const parts = [encodeListQuery("search", changeListQuery(query, next)), carried.toString()].filter((part) => part !== "")
      return parts.length === 0 ? location : `${location}?${parts.join("&")}`
    },
    [carried, query, location]
  )
  const change = useCallback((next: ListQueryChange<ListQuery<"search">>) => navigate(hrefFor(next)), [hrefFor, navigate])
  return { lookup, text, sid, hasLookup: makeSlug !== undefined || text !== "", query, hrefFor, change, ssId, navigate }
}
