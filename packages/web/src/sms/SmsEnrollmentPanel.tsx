import type { SmsEnrollment } from "@redline/api"
import { SmsEnrollmentFlow } from "./SmsEnrollmentFlow.tsx"
import { useSmsEnrollment } from "./useSmsEnrollment.ts"

interface SmsEnrollmentPanelProps {
  /** A number was verified: the place that opened enrollment turns its texts on. */
  readonly onVerified: (enrollment: SmsEnrollment) => void
  /** What texts the user would get. */
  readonly offer: string
}

/**
 * SMS enrollment started from elsewhere than the settings page, inside that place's own dialog
 * (spec 2 §4: the saved search modal's text toggle, the watch list's SMS prompt): the flow opens
 * at phone entry when there is no number yet (a number waiting for its code, or one that replied
 * STOP, shows first what can be done with it).
 */
export default function SmsEnrollmentPanel({ onVerified, offer }: SmsEnrollmentPanelProps) {
  const [state, send] = useSmsEnrollment({ startAt: "phoneEntry", onVerified })
  return <SmsEnrollmentFlow state={state} send={send} offer={offer} />
}
