import { useCallback, useEffect, useId, useRef, useState } from "react"

/**
 * A menu that its button opens and closes. Escape closes it and returns focus to the button; a
 * click outside it closes it. `listId` ties the button to what it opens (`aria-controls`).
 */
export function useMenu() {
  const [open, setOpen] = useState(false)
  const container = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  const toggle = useCallback(() => setOpen((isOpen) => !isOpen), [])
  const listId = useId()

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
  }, [open, close])

  return { open, close, toggle, container, button, listId }
}
