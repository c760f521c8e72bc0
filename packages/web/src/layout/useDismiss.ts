import { useEffect, type RefObject } from "react"

/** Closes an open menu on Escape (returning focus to its button) or on a click outside it. */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLButtonElement | null>,
  open: boolean,
  close: () => void
): void {
  useEffect(() => {
    if (!open) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return
      close()
      button.current?.focus()
    }
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close()
    }
    document.addEventListener("keydown", onKey)
    document.addEventListener("pointerdown", onPointer)
    return () => {
      document.removeEventListener("keydown", onKey)
      document.removeEventListener("pointerdown", onPointer)
    }
  }, [container, button, open, close])
}
