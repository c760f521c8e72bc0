import { changeListQuery, decodeListQuery, encodeListQuery, type ListQuery, type ListQueryChange, type ListScreen } from "@redline/domain"
import { useCallback, useMemo } from "react"
import { useLocation, useSearch } from "wouter"

/**
 * The list state a screen's URL carries, and the URL of any change to it: the filters, sorts and
 * page live only in the URL, so a list can be shared, bookmarked and walked with Back.
 */
export function useListQuery<S extends ListScreen>(screen: S, path: string) {
  const search = useSearch()
  const [, navigate] = useLocation()
  const query = useMemo(() => decodeListQuery(screen, search, new Date()), [screen, search])
  const hrefFor = useCallback(
    (next: ListQueryChange<ListQuery<S>>): string => listHref(path, encodeListQuery(screen, changeListQuery(query, next))),
    [path, query, screen]
  )
  const change = useCallback((next: ListQueryChange<ListQuery<S>>) => navigate(hrefFor(next)), [hrefFor, navigate])
  return { screen, path, query, hrefFor, change }
}

export const listHref = (path: string, search: string): string => (search === "" ? path : `${path}?${search}`)
