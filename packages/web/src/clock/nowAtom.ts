import { atom } from "jotai"

/**
 * The current time, ticking once a second while anything shows it. One shared timer drives every
 * countdown on the page instead of one per card.
 */
export const nowAtom = atom(Date.now())

nowAtom.onMount = (setNow) => {
  setNow(Date.now())
  const timer = setInterval(() => setNow(Date.now()), 1000)
  return () => clearInterval(timer)
}
