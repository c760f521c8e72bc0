import { failureMessage } from "./failureMessage.ts"

interface SaveStatusProps {
  readonly pending: boolean
  /** What to say once the save went through, or null while there is nothing to report. */
  readonly saved: string | null
  /** A failure to show, unless the form shows it at a field. */
  readonly error?: unknown
  readonly pendingText?: string
}

/**
 * Beside a save button: 'Saving…', then what was saved or why it failed. The status line is
 * always there, so screen readers announce each change of it.
 */
export function SaveStatus({ pending, saved, error, pendingText = "Saving…" }: SaveStatusProps) {
  return (
    <>
      <p className="settings-section__status" role="status">
        {pending ? pendingText : saved}
      </p>
      {!pending && error !== undefined && error !== null && (
        <p className="alert settings-section__error" role="alert">
          {failureMessage(error)}
        </p>
      )}
    </>
  )
}
