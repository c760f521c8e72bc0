import { useEffect, useRef } from "react"
import { useLocation } from "wouter"

/**
 * A link to another page starts it at the top, as a full page load would. Back and forward are
 * left alone so the browser can return the reader to where they were in a list.
 */
export function useScrollToTop(): void {
  const [location] = useLocation()
  const fromHistory = useRef(true)

  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = true
    }
    window.addEventListener("popstate", onPopState)
    return () => window.removeEventListener("popstate", onPopState)
  }, [])

  useEffect(() => {
    if (!fromHistory.current) window.scrollTo(0, 0)
    fromHistory.current = false
  }, [location])
}
