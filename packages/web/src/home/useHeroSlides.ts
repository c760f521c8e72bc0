import { heroSliderMachine } from "@redline/machines"
import { useMachine } from "@xstate/react"
import { useEffect } from "react"

/** Which hero slide shows, and the slider's controls; the timing lives in the hero slider machine. */
export function useHeroSlides(count: number) {
  const [snapshot, send] = useMachine(heroSliderMachine, { input: { count } })
  useEffect(() => send({ type: "SLIDES", count }), [count, send])
  return {
    index: snapshot.context.index,
    next: () => send({ type: "NEXT" }),
    previous: () => send({ type: "PREVIOUS" }),
    hover: (over: boolean) => send({ type: over ? "POINTER_ENTER" : "POINTER_LEAVE" })
  }
}
