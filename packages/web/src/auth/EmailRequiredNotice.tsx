import { Messages, providerLabel, type SignInProvider } from "@redline/domain"
import "./AuthScreen.css"

/**
 * Email required (spec 2 §2, screen 8): the provider (Facebook lets people decline) shared no
 * address. Going back to sign in, the person can try the provider again and share it. 'Go back'
 * takes the focus, as the screen follows the landing's 'Verifying...'.
 */
export function EmailRequiredNotice({
  headingId,
  provider,
  onBack
}: {
  readonly headingId: string
  readonly provider: SignInProvider
  readonly onBack: () => void
}) {
  return (
    <section className="auth-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-screen__heading">
        Email required
      </h1>
      <p role="alert">{Messages.emailPermissionRequired(providerLabel(provider))}</p>
      <button type="button" className="button auth-screen__submit" autoFocus onClick={onBack}>
        Go back
      </button>
    </section>
  )
}
