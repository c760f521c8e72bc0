import type { AuthRefusal } from "@redline/machines"
import "./AuthScreen.css"

export type ResendState = "waiting" | "resending" | "resent"

const RESEND_LABELS: Record<ResendState, string> = {
  waiting: "Click here to re-send the verification email",
  resending: "Resending",
  resent: "Resent"
}

interface VerifyEmailNoticeProps {
  readonly headingId: string
  readonly email: string
  readonly resend: ResendState
  readonly refusal: AuthRefusal | null
  readonly onResend: () => void
}

/** The verify-your-email notice (spec 2 §2, screen 1): where the mail went, and a way to get another. */
export function VerifyEmailNotice({ headingId, email, resend, refusal, onResend }: VerifyEmailNoticeProps) {
  return (
    <section className="auth-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-screen__heading">
        Verify your email
      </h1>
      <p role="status">
        We sent an email to <strong>{email}</strong>. Click the button in the email to confirm your address. If it isn't in your inbox,
        check your spam folder.
      </p>
      {refusal !== null && (
        <p className="alert" role="alert">
          {refusal.message}
        </p>
      )}
      <button type="button" className="auth-screen__link" disabled={resend === "resending"} onClick={onResend}>
        {RESEND_LABELS[resend]}
      </button>
    </section>
  )
}
