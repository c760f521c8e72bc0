import { useEffect, useState } from "react"
import { useSearch } from "wouter"

/** The query parameter of a link to an entry of the thread (`?c={id}`, `?c=all`). */
export const COMMENT_LINK_PARAM = "c"

/** An entry's element on the page, which a link to it scrolls to. */
export const commentElementId = (id: number) => `comment-${id}`

/** The entry a link names (`?c={id}`), or null; `?c=all` names the whole thread. */
export function linkedComment(search: string): { readonly id: number | null; readonly all: boolean } {
  const c = new URLSearchParams(search).get(COMMENT_LINK_PARAM)
  return { id: c !== null && /^\d{1,10}$/.test(c) ? Number(c) : null, all: c === "all" }
}

/**
 * A link to an entry (`?c={id}`, as notifications and reply lines send) brings it into view once
 * the thread has read through it, and marks it; `c=all` brings the thread. An entry the thread
 * doesn't have (deleted meanwhile) is only logged (spec 3 §4). Answers the linked entry's id.
 */
export function useCommentLink(loaded: boolean, section: HTMLElement | null): number | null {
  const search = useSearch()
  const { id, all } = linkedComment(search)
  const [shownFor, setShownFor] = useState<string | null>(null)

  useEffect(() => {
    if (!loaded || (id === null && !all) || shownFor === search) return
    setShownFor(search)
    const target = id === null ? section : document.getElementById(commentElementId(id))
    if (target === null) {
      console.info(`The linked comment ${id} is not in the thread`)
      return
    }
    target.scrollIntoView({ block: id === null ? "start" : "center" })
    if (id !== null) target.focus({ preventScroll: true })
  }, [loaded, id, all, search, section, shownFor])

  return id
}
