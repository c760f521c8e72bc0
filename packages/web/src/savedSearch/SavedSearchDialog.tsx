import { Messages } from "@redline/domain"
import type { SavedSearchAlerts } from "@redline/machines"
import { lazy, Suspense, useId, useState } from "react"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import "./SavedSearchDialog.css"

// The enrollment flow loads only when the text toggle of someone who can't receive texts opens it.
const SmsEnrollmentPanel = lazy(() => import("../sms/SmsEnrollmentPanel.tsx"))

interface SavedSearchDialogProps {
  /** What the search finds, in words: 'Porsche 911'. */
  readonly subject: string
  /** Saved by the click that opened the dialog, rather than before. */
  readonly justSaved: boolean
  /** As shown; null until loaded. */
  readonly alerts: SavedSearchAlerts | null
  readonly canReceiveSms: boolean
  readonly notice: string | null
  readonly loading: boolean
  /** A call is under way: the toggles and buttons wait for it. */
  readonly busy: boolean
  readonly onChange: (change: Partial<SavedSearchAlerts>) => void
  /** A phone number was verified from the text toggle: text alerts go on. */
  readonly onTextsEnabled: () => void
  readonly onDelete: () => void
  readonly onDone: () => void
}

/**
 * The saved search's alerts (spec 2 §4 'Saved search modal'): e-mail alerts, on for a new
 * search; text alerts, which for a user who can't receive texts start SMS enrollment below the
 * toggles instead, a verified number turning them on; Delete, and Done. A toggle shows its new
 * state at once; one the server refuses goes back and the notice says why.
 */
export function SavedSearchDialog(props: SavedSearchDialogProps) {
  const { subject, justSaved, alerts, canReceiveSms, notice, loading, busy, onChange, onTextsEnabled, onDelete, onDone } = props
  const id = useId()
  const [enrolling, setEnrolling] = useState(false)
  return (
    <Dialog labelledBy={`${id}-heading`} onClose={onDone} className="saved-search-dialog">
      <DialogHead headingId={`${id}-heading`} onClose={onDone}>
        Get notified about new {subject} listings
      </DialogHead>
      {justSaved && <p className="saved-search-dialog__saved">Search saved.</p>}

      {loading && <p className="saved-search-dialog__loading">Loading your alerts…</p>}
      {alerts !== null && (
        <fieldset className="saved-search-dialog__alerts" aria-busy={busy}>
          <legend className="visually-hidden">Alerts</legend>
          <label className="saved-search-dialog__toggle">
            <input
              type="checkbox"
              className="checkbox"
              checked={alerts.send_email}
              aria-describedby={`${id}-email`}
              onChange={(event) => onChange({ send_email: event.target.checked })}
            />
            <span>Email alerts</span>
          </label>
          <p id={`${id}-email`} className="saved-search-dialog__hint">
            {Messages.savedSearchNudge(subject)}
          </p>
          <label className="saved-search-dialog__toggle">
            <input
              type="checkbox"
              className="checkbox"
              checked={alerts.send_sms || enrolling}
              onChange={(event) => (canReceiveSms ? onChange({ send_sms: event.target.checked }) : setEnrolling(event.target.checked))}
            />
            <span>Text alerts</span>
          </label>
        </fieldset>
      )}
      {alerts !== null && !canReceiveSms && enrolling && (
        <div className="note saved-search-dialog__enroll">
          <Suspense fallback={null}>
            <SmsEnrollmentPanel
              offer={`Add your phone number to get a text when new ${subject} listings go live.`}
              onVerified={() => {
                setEnrolling(false)
                onTextsEnabled()
              }}
            />
          </Suspense>
        </div>
      )}

      <p className="saved-search-dialog__notice" role="status">
        {notice}
      </p>

      <div className="saved-search-dialog__actions">
        <button type="button" className="button button--quiet saved-search-dialog__delete" aria-disabled={busy} onClick={onDelete}>
          Delete
        </button>
        <button type="button" className="button" aria-disabled={busy} onClick={onDone}>
          Done
        </button>
      </div>
    </Dialog>
  )
}
