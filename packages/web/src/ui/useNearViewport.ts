import { useCallback, useEffect, useState } from "react"

/**
 * Whether an element has come within `margin` px of the viewport, for starting a load just
 * before it scrolls into view. It stays true once reached: what was loaded is kept. Without
 * IntersectionObserver everything counts as near, so nothing is left unloaded.
 */
export function useNearViewport<T extends Element>(margin: number): readonly [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null)
  const [near, setNear] = useState(false)
  useEffect(() => {
    if (near || node === null) return
    if (typeof IntersectionObserver === "undefined") {
      setNear(true)
      return
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: `${margin}px` }
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, near, margin])
  return [useCallback((element: T | null) => setNode(element), []), near]
}
