import type { SmsEnrollment } from "@redline/api"
import { type ReactNode, useId } from "react"
import { Dialog } from "../ui/Dialog.tsx"
import { DialogHead } from "../ui/DialogHead.tsx"
import { TEXT_ALERTS_OFFER } from "./SmsEnrollmentSection.tsx"
import { SmsEnrollmentFlow } from "./SmsEnrollmentFlow.tsx"
import { useSmsEnrollment } from "./useSmsEnrollment.ts"

interface SmsEnrollmentPanelProps {
  /** A number was verified: the place that opened enrollment turns its texts on. */
  readonly onVerified: (enrollment: SmsEnrollment) => void
  /** What texts the user would get. */
  readonly offer?: string
}

/**
 * SMS enrollment started from elsewhere than the settings page, inline: the flow opens at phone
 * entry when there is no number yet (a number waiting for its code, or one that replied STOP,
 * shows first what can be done with it).
 */
export function SmsEnrollmentPanel({ onVerified, offer = TEXT_ALERTS_OFFER }: SmsEnrollmentPanelProps) {
  const [state, send] = useSmsEnrollment({ startAt: "phoneEntry", onVerified })
  return <SmsEnrollmentFlow state={state} send={send} offer={offer} />
}

interface SmsEnrollmentDialogProps extends SmsEnrollmentPanelProps {
  readonly title?: string
  /** Beside the flow, above it: why the user is asked for a number here. */
  readonly children?: ReactNode
  readonly onClose: () => void
}

/**
 * The entry point other features open SMS enrollment with (spec 2 §4: a channel toggle for SMS
 * when the user can't receive texts, the watch list's SMS prompt): a dialog with the flow, which
 * closes once a number is verified, after `onVerified`.
 */
export function SmsEnrollmentDialog({ title = "Text alerts", children, onVerified, onClose, offer }: SmsEnrollmentDialogProps) {
  const id = useId()
  return (
    <Dialog labelledBy={`${id}-heading`} onClose={onClose} className="sms-dialog">
      <DialogHead headingId={`${id}-heading`} onClose={onClose}>
        {title}
      </DialogHead>
      {children}
      <SmsEnrollmentPanel
        offer={offer}
        onVerified={(enrollment) => {
          onVerified(enrollment)
          onClose()
        }}
      />
    </Dialog>
  )
}
