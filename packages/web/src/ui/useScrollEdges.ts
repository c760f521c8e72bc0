import { useCallback, useEffect, useState } from "react"

export interface ScrollEdges {
  /** Content is hidden before the start: scrolled along. */
  readonly before: boolean
  /** Content is hidden past the end. */
  readonly after: boolean
}

/** Where a row that scrolls sideways hides content; a pixel of rounding is none. */
export function scrollEdges({
  scrollLeft,
  scrollWidth,
  clientWidth
}: Pick<Element, "scrollLeft" | "scrollWidth" | "clientWidth">): ScrollEdges {
  return { before: scrollLeft > 1, after: scrollLeft + clientWidth < scrollWidth - 1 }
}

/**
 * Whether a row that scrolls sideways has more before or after what shows, kept as it is
 * scrolled or resized, for a hint at the edge that more is there.
 */
export function useScrollEdges<T extends Element>(): readonly [(node: T | null) => void, ScrollEdges] {
  const [node, setNode] = useState<T | null>(null)
  const [edges, setEdges] = useState<ScrollEdges>({ before: false, after: false })
  useEffect(() => {
    if (node === null) return
    const measure = () =>
      setEdges((was) => {
        const now = scrollEdges(node)
        return now.before === was.before && now.after === was.after ? was : now
      })
    measure()
    node.addEventListener("scroll", measure, { passive: true })
    const observer = typeof ResizeObserver === "undefined" ? null : new ResizeObserver(measure)
    observer?.observe(node)
    return () => {
      node.removeEventListener("scroll", measure)
      observer?.disconnect()
    }
  }, [node])
  return [useCallback((element: T | null) => setNode(element), []), edges]
}
