import { useEffect, useState } from "react"
import { useSearch } from "wouter"

/** What a link names by its parameter: an entry (`?{param}={id}`), the whole section (`all`), or nothing. */
export function linkedEntry(search: string, param: string): { readonly id: number | null; readonly all: boolean } {
  const value = new URLSearchParams(search).get(param)
  return { id: value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null, all: value === "all" }
}

/**
 * A link to an entry of a section (`?{param}={id}`, as notifications and reply lines send) brings
 * it into view once the section has loaded, and focuses it; `all` brings the section. Each link
 * does it once. An entry the section doesn't show (deleted meanwhile) is only logged (spec 3 §4).
 * Answers the linked entry's id, which the section marks.
 */
export function useEntryLink(
  param: string,
  elementId: (id: number) => string,
  loaded: boolean,
  section: HTMLElement | null
): number | null {
  const search = useSearch()
  const value = new URLSearchParams(search).get(param)
  const { id, all } = linkedEntry(search, param)
  const [shownFor, setShownFor] = useState<string | null>(null)

  useEffect(() => {
    if (!loaded || (id === null && !all) || shownFor === value) return
    setShownFor(value)
    const target = id === null ? section : document.getElementById(elementId(id))
    if (target === null) {
      console.info(`The linked entry ${param}=${value} is not on the page`)
      return
    }
    target.scrollIntoView({ block: id === null ? "start" : "center" })
    if (id !== null) target.focus({ preventScroll: true })
  }, [loaded, id, all, value, param, elementId, section, shownFor])

  return id
}
