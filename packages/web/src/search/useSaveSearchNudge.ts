import { saveSearchNudgeDelay } from "@redline/domain"
import { useAtom } from "jotai"
import { useCallback, useEffect, useState } from "react"
import { MOBILE_LAYOUT, useMediaQuery } from "../ui/useMediaQuery.ts"
import { useNearViewport } from "../ui/useNearViewport.ts"
import { dismissedNudgesAtom, REMEMBERED_NUDGE_DISMISSALS } from "./nudgeDismissals.ts"

/** Whether an element is laid out and off screen now; false until it has been measured. */
function useOutOfView<T extends Element>(): readonly [(node: T | null) => void, boolean] {
  const [node, setNode] = useState<T | null>(null)
  const [outOfView, setOutOfView] = useState(false)
  useEffect(() => {
    if (node === null || typeof IntersectionObserver === "undefined") return
    const observer = new IntersectionObserver((entries) => {
      const entry = entries.at(-1)
      if (entry !== undefined) setOutOfView(!entry.isIntersecting)
    })
    observer.observe(node)
    return () => {
      observer.disconnect()
      setOutOfView(false)
    }
  }, [node])
  return [useCallback((element: T | null) => setNode(element), []), outOfView]
}

/**
 * The save-search nudge bar of the search page `searchKey` (spec 1 §2): the refs to put on the
 * Save Search button and the sell box, whether the bar is shown now (`saveSearchNudgeDelay`
 * decides, this hook keeps time) and how to dismiss it for good.
 */
export function useSaveSearchNudge(searchKey: string, saved: boolean) {
  const mobile = useMediaQuery(MOBILE_LAYOUT)
  const [saveButtonRef, saveButtonOutOfView] = useOutOfView<HTMLElement>()
  const [sellBoxRef, sellBoxSeen] = useNearViewport<HTMLElement>(0)
  const [dismissals, setDismissals] = useAtom(dismissedNudgesAtom)
  const dismissed = dismissals.includes(searchKey)
  const delay = saveSearchNudgeDelay({ mobile, saveButtonOutOfView, sellBoxSeen, saved, dismissed })
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (delay === null) {
      setShown(false)
      return
    }
    const timer = setTimeout(() => setShown(true), delay)
    return () => clearTimeout(timer)
  }, [delay])
  const dismiss = () => setDismissals((keys) => [...keys.filter((key) => key !== searchKey), searchKey].slice(-REMEMBERED_NUDGE_DISMISSALS))
  return { saveButtonRef, sellBoxRef, shown, dismiss }
}
