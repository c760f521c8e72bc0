import { useEffect, useId, useRef } from "react"
import { SmsEnrollmentFlow } from "./SmsEnrollmentFlow.tsx"
import { useSmsEnrollment } from "./useSmsEnrollment.ts"

const TEXT_ALERTS_OFFER = "Get a text when you're outbid and an hour before an auction you watch ends."

interface SmsEnrollmentSectionProps {
  /** The route asks for a number (`enroll_sms=true`, the text-alert promo's link). */
  readonly open: boolean
  /** How many times the page has asked for a number since it opened (a text alert turned on without one). */
  readonly asked: number
}

/**
 * Text alerts on the settings page (spec 2 §2, §4): the phone number and SMS enrollment. With
 * `open` the section comes into view and, where there is no number yet, opens at phone entry; a
 * code still unexpired opens code entry by itself. Each later ask does the same in place: what is
 * being typed in phone or code entry stays as it is.
 */
export function SmsEnrollmentSection({ open, asked }: SmsEnrollmentSectionProps) {
  const [state, send] = useSmsEnrollment({ startAt: open ? "phoneEntry" : "idle" })
  const id = useId()
  const section = useRef<HTMLElement>(null)
  const scrolled = useRef(false)
  const answered = useRef(asked)
  const loaded = !state.matches({ flow: "loading" })
  const showing = state.matches({ flow: { idle: "showing" } })
  const noNumber = state.context.enrollment?.phone_number == null

  useEffect(() => {
    if (!open || !loaded || scrolled.current) return
    scrolled.current = true
    section.current?.scrollIntoView({ block: "start" })
  }, [open, loaded])

  useEffect(() => {
    if (asked === answered.current || !loaded) return
    answered.current = asked
    if (showing && noNumber) send({ type: "CHANGE_NUMBER" })
    section.current?.scrollIntoView({ block: "start" })
  }, [asked, loaded, showing, noNumber, send])

  return (
    <section ref={section} className="settings-section" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="settings-section__heading">
        Text alerts
      </h2>
      <SmsEnrollmentFlow state={state} send={send} offer={TEXT_ALERTS_OFFER} />
    </section>
  )
}
