import { useSyncExternalStore } from "react"

/** Below the spec's 769 px breakpoint the site lays out for phones: no hero slider, featured cards (spec 1 §2, §9). */
export const MOBILE_LAYOUT = "(max-width: 768px)"

/** Below the spec's first breakpoint, 360 px: the narrowest phones, where even the phone layout has to show less (spec 2 §9). */
export const EXTRA_SMALL_LAYOUT = "(max-width: 359px)"

/** A pointer that hovers, not a phone in a pocket: the desktops the bid sound is for (spec 1 §4, spec 2 §9). */
export const DESKTOP_POINTER = "(hover: hover) and (pointer: fine)"

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
