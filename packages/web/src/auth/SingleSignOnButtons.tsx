import { Messages, providerLabel, type SignInProvider } from "@redline/domain"
import { Fragment, useEffect, useId, useState } from "react"
import { visitorApi } from "../api/api.ts"
import { useBootstrap } from "../bootstrap/useBootstrap.ts"
import { ProviderMark } from "./ProviderMark.tsx"
import { rememberReturn } from "./providerReturn.ts"
import "./SingleSignOn.css"

// A pre-rendering service's browser (Prerender's says so in its user agent) gets no single sign-on (spec 2 §4).
const PRERENDER_AGENT = /prerender/i

/**
 * The single-sign-on buttons and the 'or' divider above the e-mail fields of sign-in and sign-up
 * step 1 (spec 2 §2, screens 2 and 3), for the providers the site offers (bootstrap). A button
 * asks the server where to send the browser and sends it there, remembering where the sign-in
 * goes back to (`carried`: `redirect`, `action` and `subject`); the provider sends it back to the
 * landing route, which carries on.
 */
export function SingleSignOnButtons({ carried }: { readonly carried: string }) {
  const errorId = useId()
  const providers = useBootstrap().data?.sign_in_providers ?? []
  const [leavingFor, setLeavingFor] = useState<SignInProvider | null>(null)
  const [failed, setFailed] = useState<SignInProvider | null>(null)

  // back from the provider with the browser's back button, the page comes from its cache as it was left
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setLeavingFor(null)
    }
    window.addEventListener("pageshow", reset)
    return () => window.removeEventListener("pageshow", reset)
  }, [])

  if (providers.length === 0 || PRERENDER_AGENT.test(navigator.userAgent)) return null

  const signInWith = async (provider: SignInProvider) => {
    setLeavingFor(provider)
    setFailed(null)
    try {
      const { authorization_url } = await visitorApi("singleSignOn.start", { path: { provider } })
      rememberReturn(carried)
      window.location.assign(authorization_url)
    } catch {
      setLeavingFor(null)
      setFailed(provider)
    }
  }

  return (
    <>
      <div className="sso-buttons">
        {providers.map((provider) => (
          <Fragment key={provider}>
            <button
              type="button"
              className="sso-button"
              disabled={leavingFor !== null}
              aria-busy={leavingFor === provider || undefined}
              aria-describedby={failed === provider ? errorId : undefined}
              onClick={() => void signInWith(provider)}
            >
              <ProviderMark provider={provider} />
              Continue with {providerLabel(provider)}
            </button>
            {failed === provider && (
              <p id={errorId} className="alert" role="alert">
                {Messages.providerConnectionIssue(providerLabel(provider))}
              </p>
            )}
          </Fragment>
        ))}
      </div>
      <p className="sso-divider">or</p>
    </>
  )
}
