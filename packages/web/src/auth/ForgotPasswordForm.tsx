import { forgotPasswordError, Messages } from "@redline/domain"
import type { AuthRefusal, SessionNotice } from "@redline/machines"
import { type FormEvent, useState } from "react"
import { EmailField } from "./EmailField.tsx"
import "./AuthScreen.css"

const NOTICES: Partial<Record<SessionNotice, string>> = {
  token: Messages.confirmationLinkExpired,
  session: Messages.tooManyResetRequests
}

interface ForgotPasswordFormProps {
  readonly headingId: string
  readonly email: string
  readonly notice: SessionNotice | null
  readonly refusal: AuthRefusal | null
  readonly sending: boolean
  readonly delivered: boolean
  readonly onSubmit: (email: string) => void
}

/** Forgot password (spec 2 §2, screen 6): an e-mail, trimmed and checked (spec 2 §5), for a reset link. */
export function ForgotPasswordForm({
  headingId,
  email: knownEmail,
  notice,
  refusal,
  sending,
  delivered,
  onSubmit
}: ForgotPasswordFormProps) {
  const [email, setEmail] = useState(knownEmail)
  const [error, setError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = forgotPasswordError(email)
    setError(found)
    if (found === null) onSubmit(email.trim())
  }

  const noticeText = notice === null ? undefined : NOTICES[notice]

  return (
    <form className="auth-screen" aria-labelledby={headingId} noValidate onSubmit={submit}>
      <h1 id={headingId} className="auth-screen__heading">
        Forgot password
      </h1>
      {delivered ? (
        <p role="status">{Messages.resetLinkSent}</p>
      ) : (
        <>
          {noticeText !== undefined && <p className="auth-screen__notice">{noticeText}</p>}
          {refusal !== null && refusal.field === "form" && (
            <p className="alert" role="alert">
              {refusal.message}
            </p>
          )}
          <EmailField
            value={email}
            error={error ?? (refusal !== null && refusal.field !== "form" ? refusal.message : undefined)}
            onChange={(event) => setEmail(event.target.value)}
          />
          <button type="submit" className="button auth-screen__submit" disabled={sending}>
            Submit
          </button>
        </>
      )}
    </form>
  )
}
