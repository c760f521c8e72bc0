import { Link } from "wouter"
import "./AuthScreen.css"

/** The button that creates an account and, under it, what creating one agrees to (spec 2 §2, screen 4). */
export function CreateAccountButton({ sending }: { readonly sending: boolean }) {
  return (
    <>
      <button type="submit" className="button auth-screen__submit" disabled={sending}>
        {sending ? "Creating account…" : "Create account"}
      </button>
      <p className="auth-screen__small">
        By creating an account, you agree to Redline's <Link href="/what-is/?section=terms">Terms of Use</Link> and{" "}
        <Link href="/what-is/?section=privacy">Privacy Policy</Link>, and to receive email and SMS communications from Redline.
      </p>
    </>
  )
}
