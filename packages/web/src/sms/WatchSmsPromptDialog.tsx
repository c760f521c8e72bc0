import { useId, useState } from "react"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import SmsEnrollmentPanel from "./SmsEnrollmentPanel.tsx"

const OFFER = "Get a text an hour before a car you watch ends, and when you're outbid."

/** The watch list's SMS prompt itself (`WatchSmsPrompt` opens it). */
export default function WatchSmsPromptDialog({ onClose }: { readonly onClose: () => void }) {
  const id = useId()
  const [enrolling, setEnrolling] = useState(false)
  return (
    <Dialog labelledBy={`${id}-heading`} onClose={onClose} className="sms-dialog">
      <DialogHead headingId={`${id}-heading`} onClose={onClose}>
        Watching! Want a text before it ends?
      </DialogHead>
      {enrolling ? (
        <SmsEnrollmentPanel offer={OFFER} onVerified={onClose} />
      ) : (
        <div className="sms-flow">
          <p className="sms-flow__text">{OFFER}</p>
          <div className="sms-flow__actions">
            <button type="button" className="button" onClick={() => setEnrolling(true)}>
              Add phone number
            </button>
            <button type="button" className="button button--quiet" onClick={onClose}>
              No thanks
            </button>
          </div>
        </div>
      )}
    </Dialog>
  )
}
