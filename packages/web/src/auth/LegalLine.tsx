import { Link } from "wouter"
import "./AuthScreen.css"

/** Under a button that creates an account: what creating it agrees to (spec 2 §2, screen 4). */
export function LegalLine() {
  return (
    <p className="auth-screen__small">
      By creating an account, you agree to Redline's <Link href="/what-is/?section=terms">Terms of Use</Link> and{" "}
      <Link href="/what-is/?section=privacy">Privacy Policy</Link>, and to receive email and SMS communications from Redline.
    </p>
  )
}
