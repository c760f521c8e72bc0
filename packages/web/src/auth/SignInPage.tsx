import { useEffect } from "react"
import { useLocation, useSearch } from "wouter"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useSession } from "../session/useSession.ts"
import { carriedActionOf, redirectTarget } from "./signInLink.ts"
import { SignInForm } from "./SignInForm.tsx"
import "./SignInPage.css"

/**
 * `/signin/`: the sign-in screen on a page of its own. Once signed in (or if already) the user
 * goes back where they came from, the `redirect` parameter, carrying the action they had
 * started in the history state for that page to run.
 */
export default function SignInPage() {
  usePageTitle("Sign In")
  const params = new URLSearchParams(useSearch())
  const redirect = redirectTarget(params.get("redirect")) ?? "/"
  const action = carriedActionOf(params.get("action"))
  const session = useSession()
  const [, navigate] = useLocation()

  useEffect(() => {
    if (session !== null) navigate(redirect, { replace: true, state: action === null ? null : { action } })
  }, [session, navigate, redirect, action])

  return (
    <div className="container sign-in-page">
      <div className="sign-in-page__card">
        <SignInForm />
      </div>
    </div>
  )
}
