import { useSyncExternalStore } from "react"

/** Below the spec's 769 px breakpoint the site lays out for phones: no hero slider, featured cards (spec 1 §2, §9). */
export const MOBILE_LAYOUT = "(max-width: 768px)"

/** Whether a media query matches now, following the viewport as it changes (a phone turned, a window resized). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const media = window.matchMedia(query)
      media.addEventListener("change", onChange)
      return () => media.removeEventListener("change", onChange)
    },
    () => window.matchMedia(query).matches
  )
}
