import { Link, useLocation } from "wouter"
import "./AuthScreen.css"

const SELL_CAMPAIGN = "utm_source=nav&utm_medium=site&utm_campaign=sell&utm_content=welcome"

/** Sell a car, or the alternate sell path when already on the sell path (spec 2 §2, screen 10). */
const sellHref = (path: string) => (path.startsWith("/sell-car") ? `/sell-car/submit/?${SELL_CAMPAIGN}` : `/sell-car/?${SELL_CAMPAIGN}`)

/** Welcome (spec 2 §2, screen 10), once the e-mail is verified. */
export function WelcomeScreen({
  headingId,
  registerToBidHref,
  onContinue
}: {
  readonly headingId: string
  readonly registerToBidHref: string
  readonly onContinue: () => void
}) {
  const [path] = useLocation()
  return (
    <section className="auth-screen" aria-labelledby={headingId}>
      <h1 id={headingId} className="auth-screen__heading">
        You're verified!
      </h1>
      <div className="auth-screen__actions">
        <Link href={registerToBidHref} className="button auth-screen__submit">
          Register to bid
        </Link>
        <Link href={sellHref(path)} className="button button--quiet auth-screen__submit">
          Sell your car
        </Link>
        <button type="button" className="button button--quiet auth-screen__submit" onClick={onContinue}>
          Continue browsing
        </button>
      </div>
    </section>
  )
}
