import { DEFAULT_THREAD_FILTER, parseThreadFilter, THREAD_FILTER_PARAM, type ThreadFilter } from "@redline/domain"
import { useCallback, useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { listHref } from "../listFilters/useListQuery.ts"
import { COMMENT_LINK_PARAM } from "./useCommentLink.ts"

/** The page's query string with the filter in it, the default as no parameter at all; the rest as it was. */
export function withThreadFilter(search: string, filter: ThreadFilter): string {
  const params = new URLSearchParams(search)
  if (filter === DEFAULT_THREAD_FILTER) params.delete(THREAD_FILTER_PARAM)
  else params.set(THREAD_FILTER_PARAM, filter)
  return params.toString()
}

/**
 * The thread's filter, kept in the auction page's URL (`?filter=2`) as a list keeps its sort, so a
 * reload, Back or a shared link shows the same filter. A URL naming the default or no filter at
 * all is replaced, in place, by the one without it. Choosing a filter is a step in history and
 * leaves the link's jump (`?c=`) behind: the entry it named was the page's first view.
 */
export function useThreadFilter(): readonly [ThreadFilter, (filter: ThreadFilter) => void] {
  const search = useSearch()
  const [location, navigate] = useLocation()
  const raw = new URLSearchParams(search).get(THREAD_FILTER_PARAM)
  const filter = parseThreadFilter(raw)

  useEffect(() => {
    if (raw !== null && (raw !== filter || filter === DEFAULT_THREAD_FILTER)) {
      navigate(listHref(location, withThreadFilter(search, filter)), { replace: true })
    }
  }, [raw, filter, search, location, navigate])

  const choose = useCallback(
    (next: ThreadFilter) => {
      const params = new URLSearchParams(withThreadFilter(search, next))
      params.delete(COMMENT_LINK_PARAM)
      navigate(listHref(location, params.toString()))
    },
    [search, location, navigate]
  )
  return [filter, choose] as const
}
