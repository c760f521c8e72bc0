import type { ReactNode } from "react"
import { CloseIcon } from "./icons.tsx"
import "./Dialog.css"

interface DialogHeadProps {
  /** The heading's id, which names the dialog. */
  readonly headingId: string
  readonly onClose: () => void
  readonly children: ReactNode
}

/** A dialog's heading with its close button beside it, in the corner a thumb or pointer expects. */
export function DialogHead({ headingId, onClose, children }: DialogHeadProps) {
  return (
    <div className="dialog__head">
      <h2 id={headingId} className="dialog__heading">
        {children}
      </h2>
      <button type="button" className="dialog__close" aria-label="Close" onClick={onClose}>
        <CloseIcon width="22" height="22" />
      </button>
    </div>
  )
}
