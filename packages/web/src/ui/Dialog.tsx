import { type KeyboardEvent, type ReactNode, useEffect, useEffectEvent, useRef } from "react"
import { openOverlay } from "./overlayHistory.ts"
import "./Dialog.css"

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

interface DialogProps {
  /** The id of the element naming the dialog, usually its heading. */
  readonly labelledBy?: string
  /** The dialog's name when no element on it says it. */
  readonly label?: string
  readonly onClose: () => void
  readonly className?: string
  /** The dialog is the page itself (a route of its own): Back leaves it as it leaves any page. */
  readonly isPage?: boolean
  readonly children: ReactNode
}

/**
 * A modal dialog on the browser's own <dialog>: the page behind is inert, Escape and a click on
 * the backdrop close it, Tab cycles through the dialog's controls only, and focus returns to
 * where it was when the dialog goes. It is open while rendered, over a history entry of its own:
 * Back closes it, and closing it otherwise leaves that entry.
 */
export function Dialog({ labelledBy, label, onClose, className, isPage = false, children }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  const closeOnBack = useEffectEvent(onClose)

  useEffect(() => (isPage ? undefined : openOverlay(() => closeOnBack())), [isPage])

  useEffect(() => {
    const element = dialog.current
    if (element === null) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (!element.open) element.showModal()
    return () => {
      element.close()
      opener?.focus()
    }
  }, [])

  const keepFocusInside = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab" || dialog.current === null) return
    const focusable = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.offsetParent !== null || element === document.activeElement
    )
    const first = focusable[0]
    const last = focusable.at(-1)
    if (first === undefined || last === undefined) return
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  return (
    <dialog
      ref={dialog}
      className={className ? `dialog ${className}` : "dialog"}
      aria-labelledby={labelledBy}
      aria-label={label}
      // Escape: the dialog stays under React's control, which unmounts it
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      // the browser closed it by itself (an Escape it wouldn't let the page cancel)
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // the dialog element itself is hit only outside its content, on the backdrop
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div className="dialog__content">{children}</div>
    </dialog>
  )
}
