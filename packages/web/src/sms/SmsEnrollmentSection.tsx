import { useEffect, useId, useRef } from "react"
import { SmsEnrollmentFlow } from "./SmsEnrollmentFlow.tsx"
import { useSmsEnrollment } from "./useSmsEnrollment.ts"

const TEXT_ALERTS_OFFER = "Get a text when you're outbid and an hour before an auction you watch ends."

/**
 * Text alerts on the settings page (spec 2 §2, §4): the phone number and SMS enrollment. With
 * `open` (the route's `enroll_sms=true`, the text-alert promo's link) the section comes into view
 * and, where there is no number yet, opens at phone entry; a code still unexpired opens code
 * entry by itself.
 */
export function SmsEnrollmentSection({ open }: { readonly open: boolean }) {
  const [state, send] = useSmsEnrollment({ startAt: open ? "phoneEntry" : "idle" })
  const id = useId()
  const section = useRef<HTMLElement>(null)
  const scrolled = useRef(false)
  const loaded = !state.matches({ flow: "loading" })

  useEffect(() => {
    if (!open || !loaded || scrolled.current) return
    scrolled.current = true
    section.current?.scrollIntoView({ block: "start" })
  }, [open, loaded])

  return (
    <section ref={section} className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        Text alerts
      </h2>
      <SmsEnrollmentFlow state={state} send={send} offer={TEXT_ALERTS_OFFER} />
    </section>
  )
}
