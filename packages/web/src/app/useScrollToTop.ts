import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"

const pageOf = (search: string) => new URLSearchParams(search).get("page")

/**
 * A link to another page starts it at the top, as a full page load would, and so does a link to
 * another page of a paged list (`?page=`): page 2 opens at its first result, not where page 1 was
 * left. A new sort or filter keeps the place. Back and forward are left alone so the browser can
 * return the reader to where they were in a list; Back that only closes an overlay (the same
 * page) leaves no mark on the next link.
 */
export function useScrollToTop(): void {
  const [location] = useLocation()
  const search = useSearch()
  const page = pageOf(search)
  const shown = useRef({ location, page })
  const fromHistory = useRef(false)

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = window.location.pathname !== shown.current.location || pageOf(window.location.search) !== shown.current.page
    }
    window.addEventListener("popstate", onPopState)
    return () => window.removeEventListener("popstate", onPopState)
  }, [])

  useEffect(() => {
    const moved = shown.current.location !== location || shown.current.page !== page
    shown.current = { location, page }
    if (moved && !fromHistory.current) window.scrollTo(0, 0)
    fromHistory.current = false
  }, [location, search, page])
}
