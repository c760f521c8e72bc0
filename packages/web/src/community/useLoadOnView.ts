import { useEffect, useEffectEvent, useState } from "react"

/**
 * Calls `load` whenever the element comes within `margin` px of the viewport while `enabled`,
 * for a list that reads its next page as its end comes near. Watching starts afresh each time it
 * is enabled again, so an end still in view after a page has loaded loads the next one too.
 */
export function useLoadOnView<T extends Element>(margin: number, enabled: boolean, load: () => void) {
  const [node, setNode] = useState<T | null>(null)
  const onNear = useEffectEvent(load)
  useEffect(() => {
    if (!enabled || node === null || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onNear()
      },
      { rootMargin: `${margin}px` }
    )
    observer.observe(node)
    return () => observer.disconnect()
  }, [node, enabled, margin])
  return setNode
}
