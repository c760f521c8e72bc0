import {
  canonicalListSearch,
  changeListQuery,
  decodeListQuery,
  encodeListQuery,
  type ListQuery,
  type ListQueryChange,
  type ListScreen
} from "@redline/domain"
import { useCallback, useEffect, useMemo } from "react"
import { useLocation, useSearch } from "wouter"

/**
 * The list state a screen's URL carries, and the URL of any change to it: the filters, sorts and
 * page live only in the URL, so a list can be shared, bookmarked and walked with Back. A URL
 * with a default or invalid value is replaced by the one that says only what matters (spec 1 §2,
 * §5), in place, so Back doesn't return to it.
 */
export function useListQuery<S extends ListScreen>(screen: S, path: string) {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const query = useMemo(() => decodeListQuery(screen, search, new Date()), [screen, search])
  const canonical = useMemo(() => canonicalListSearch(screen, search, new Date()), [screen, search])
  useEffect(() => {
    if (canonical !== search) navigate(listHref(location, canonical), { replace: true })
  }, [canonical, search, location, navigate])
  const hrefFor = useCallback(
    (next: ListQueryChange<ListQuery<S>>): string => listHref(path, encodeListQuery(screen, changeListQuery(query, next))),
    [path, query, screen]
  )
  const change = useCallback((next: ListQueryChange<ListQuery<S>>) => navigate(hrefFor(next)), [hrefFor, navigate])
  return { screen, path, query, hrefFor, change }
}

export const listHref = (path: string, search: string): string => (search === "" ? path : `${path}?${search}`)
