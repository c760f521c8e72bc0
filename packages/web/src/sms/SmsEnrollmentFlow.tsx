import { Messages, PHONE_PREFIX, phoneNumberText, VERIFICATION_CODE_LENGTH } from "@redline/domain"
import { pendingNumber } from "@redline/machines"
import type { FormEvent } from "react"
import { TextField } from "../ui/TextField.tsx"
import type { SmsEnrollmentSend, SmsEnrollmentState } from "./useSmsEnrollment.ts"
import "./SmsEnrollment.css"

interface SmsEnrollmentFlowProps {
  readonly state: SmsEnrollmentState
  readonly send: SmsEnrollmentSend
  /** What texts the user would get, said beside 'Add phone number'. */
  readonly offer: string
}

/**
 * The steps of SMS enrollment (spec 2 §4 'SMS enrollment flow') as the machine is in them:
 * idle (the number and what can be done with it, or 'Add phone number'), phone entry and code
 * entry. Words that come and go are announced; a step's field takes the focus as it opens.
 */
export function SmsEnrollmentFlow({ state, send, offer }: SmsEnrollmentFlowProps) {
  const { flow } = state.value
  const busy = state.hasTag("busy")
  if (flow === "loading") {
    return (
      <p className="sms-flow__text" role="status">
        Loading your phone number…
      </p>
    )
  }
  if (flow === "unavailable") {
    return (
      <div className="sms-flow">
        <p className="alert" role="alert">
          {state.context.problem}
        </p>
        <div className="sms-flow__actions">
          <button type="button" className="button button--quiet" onClick={() => send({ type: "RETRY" })}>
            Try again
          </button>
        </div>
      </div>
    )
  }
  if (typeof flow === "object" && "phoneEntry" in flow) return <PhoneEntry state={state} send={send} busy={busy} />
  if (typeof flow === "object" && "codeEntry" in flow) return <CodeEntry state={state} send={send} busy={busy} />
  return <Idle state={state} send={send} busy={busy} offer={offer} />
}

interface StepProps {
  readonly state: SmsEnrollmentState
  readonly send: SmsEnrollmentSend
  readonly busy: boolean
}

function Idle({ state, send, busy, offer }: StepProps & { readonly offer: string }) {
  const { enrollment, problem, notice, lock } = state.context
  const pending = pendingNumber(enrollment)
  const verified = enrollment?.validated_at != null ? enrollment.phone_number : null
  const optedOut = enrollment !== null && verified !== null && !enrollment.is_opted_in
  const removing = state.matches({ flow: { idle: "removing" } })
  const sending = state.matches({ flow: { idle: "sending" } })
  return (
    <div className="sms-flow">
      {verified === null && pending === null ? (
        <>
          <p className="sms-flow__text">{offer}</p>
          <div className="sms-flow__actions">
            <button type="button" className="button" onClick={() => send({ type: "CHANGE_NUMBER" })}>
              Add phone number
            </button>
          </div>
        </>
      ) : (
        <>
          <dl className="sms-flow__numbers">
            {verified !== null && <PhoneRow label="Phone number" phone={verified} status={optedOut ? "Texts stopped" : "Verified"} />}
            {pending !== null && (
              <PhoneRow label={verified === null ? "Phone number" : "New phone number"} phone={pending} status="Not verified" />
            )}
          </dl>
          {optedOut && enrollment !== null && (
            <p className="note" role="status">
              {Messages.smsOptedOut(enrollment.sms_number === null ? "Redline's number" : phoneNumberText(enrollment.sms_number))}
            </p>
          )}
          <div className="sms-flow__actions">
            {pending !== null && (
              <button
                type="button"
                className="button"
                aria-disabled={busy || lock?.calls === "send"}
                onClick={() => send({ type: "VERIFY" })}
              >
                {sending ? "Sending code…" : "Verify"}
              </button>
            )}
            <button type="button" className="button button--quiet" aria-disabled={busy} onClick={() => send({ type: "CHANGE_NUMBER" })}>
              Change phone number
            </button>
            <button type="button" className="button button--quiet" aria-disabled={busy} onClick={() => send({ type: "REMOVE" })}>
              {removing ? "Removing…" : optedOut ? "Remove" : "Unsubscribe"}
            </button>
          </div>
        </>
      )}
      <p className="sms-flow__status" role="status">
        {notice}
      </p>
      {problem !== null && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
    </div>
  )
}

function PhoneRow({ label, phone, status }: { readonly label: string; readonly phone: string; readonly status: string }) {
  return (
    <div className="sms-flow__number">
      <dt>{label}</dt>
      <dd>
        <span className="sms-flow__phone">{phoneNumberText(phone)}</span>{" "}
        <span className="sms-flow__badge" data-status={status === "Verified" ? "verified" : "waiting"}>
          {status}
        </span>
      </dd>
    </div>
  )
}

const submitted = (send: SmsEnrollmentSend) => (event: FormEvent) => {
  event.preventDefault()
  send({ type: "SUBMIT" })
}

function PhoneEntry({ state, send, busy }: StepProps) {
  const { phone, problem, lock } = state.context
  return (
    <form className="sms-flow" noValidate onSubmit={submitted(send)}>
      <TextField
        label="Phone number"
        prefix={PHONE_PREFIX}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="555-555-5555"
        // the field opens on a click of 'Add phone number' or 'Change phone number': typing goes on there
        autoFocus
        value={phone}
        error={problem ?? undefined}
        hint={<p className="sms-flow__hint">A US number. We'll text it a {VERIFICATION_CODE_LENGTH}-digit code.</p>}
        readOnly={busy}
        onChange={(event) => send({ type: "TYPE_PHONE", value: event.target.value })}
      />
      <div className="sms-flow__actions">
        <button type="submit" className="button" aria-disabled={busy || lock !== null}>
          {busy ? "Sending code…" : "Send code"}
        </button>
        <button type="button" className="button button--quiet" onClick={() => send({ type: "CANCEL" })}>
          Cancel
        </button>
      </div>
    </form>
  )
}

function CodeEntry({ state, send, busy }: StepProps) {
  const { code, problem, notice, sentTo, lock, attemptsLocked } = state.context
  const verifying = state.matches({ flow: { codeEntry: "verifying" } })
  const resending = state.matches({ flow: { codeEntry: "resending" } })
  return (
    <form className="sms-flow" noValidate onSubmit={submitted(send)}>
      <p className="sms-flow__text">
        Enter the {VERIFICATION_CODE_LENGTH}-digit code we texted to{" "}
        <span className="sms-flow__phone">{sentTo === null ? "your phone" : phoneNumberText(sentTo)}</span>.
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        maxLength={VERIFICATION_CODE_LENGTH}
        className="sms-flow__code"
        value={code}
        error={problem ?? undefined}
        readOnly={busy || attemptsLocked}
        aria-disabled={attemptsLocked || undefined}
        onChange={(event) => send({ type: "TYPE_CODE", value: event.target.value })}
      />
      <p className="sms-flow__status" role="status">
        {notice}
      </p>
      <div className="sms-flow__actions">
        <button type="submit" className="button" aria-disabled={busy || attemptsLocked || lock?.calls === "confirm"}>
          {verifying ? "Verifying…" : "Verify"}
        </button>
        <button
          type="button"
          className="button button--quiet"
          aria-disabled={busy || lock?.calls === "send"}
          onClick={() => send({ type: "RESEND" })}
        >
          {resending ? "Sending…" : "Resend code"}
        </button>
        <button type="button" className="button button--quiet" onClick={() => send({ type: "CHANGE_NUMBER" })}>
          Change number
        </button>
      </div>
    </form>
  )
}
