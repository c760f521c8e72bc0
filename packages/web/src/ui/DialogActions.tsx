import type { ReactNode } from "react"

interface DialogActionsProps {
  /** What the submit button says, e.g. 'Send' or 'Sending…'. */
  readonly submit: ReactNode
  readonly submitDisabled?: boolean
  readonly onCancel: () => void
}

/** A dialog form's submit and Cancel buttons: stacked on a phone, side by side, submit last, wider up. */
export function DialogActions({ submit, submitDisabled = false, onCancel }: DialogActionsProps) {
  return (
    <div className="dialog__actions">
      <button type="submit" className="button" disabled={submitDisabled}>
        {submit}
      </button>
      <button type="button" className="button button--quiet" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
