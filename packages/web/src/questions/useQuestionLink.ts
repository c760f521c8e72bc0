import { useEffect, useState } from "react"
import { useSearch } from "wouter"

/** A question's element on the page, which a link to it scrolls to. */
export const questionElementId = (id: number) => `question-${id}`

/**
 * A link to a question (`?q={id}`, as notifications send, spec 2 §3) brings it into view once
 * the list has loaded and marks it; `q=all` brings the section. Answers the linked question's id.
 */
export function useQuestionLink(loaded: boolean, section: HTMLElement | null): number | null {
  const q = new URLSearchParams(useSearch()).get("q")
  const linked = q !== null && /^\d+$/.test(q) ? Number(q) : null
  const [shownFor, setShownFor] = useState<string | null>(null)

  useEffect(() => {
    if (!loaded || q === null || shownFor === q) return
    setShownFor(q)
    const target = linked === null ? (q === "all" ? section : null) : document.getElementById(questionElementId(linked))
    if (target === null) return
    target.scrollIntoView({ block: linked === null ? "start" : "center" })
    if (linked !== null) target.focus({ preventScroll: true })
  }, [loaded, q, linked, section, shownFor])

  return linked
}
