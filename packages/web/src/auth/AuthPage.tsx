import type { AuthStart } from "@redline/machines"
import { useEffect, useRef, useState } from "react"
import { useLocation, useParams, useSearch } from "wouter"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useSession } from "../session/useSession.ts"
import { AuthDialog } from "./AuthDialog.tsx"
import { redirectContextOf, type ReturnTo } from "./redirectContext.ts"
import { carriedActionOf, carriedState, carriedSubjectOf, redirectTarget, registerToBidHref, SESSION_EXPIRED } from "./signInLink.ts"

type AuthRoute = Exclude<AuthStart["screen"], "provider">

const TITLES: Record<AuthRoute, string> = {
  signin: "Sign In",
  signup: "Sign Up",
  forgotpassword: "Forgot Password",
  verifyemail: "Verify Email",
  resetpassword: "Reset Password"
}

const startOf = (screen: AuthRoute, token: string, sessionExpired: boolean): AuthStart => {
  if (screen === "verifyemail" || screen === "resetpassword") return { screen, token }
  return screen === "signin" && sessionExpired ? { screen, notice: "session" } : { screen }
}

/**
 * `/signin/`, `/signup/`, `/forgot-password/`, `/account/verify/:token` and
 * `/reset-password/:token`: the auth dialog opened on that screen. Once signed in, or when the
 * dialog is closed, the user goes where they came from, the `redirect` parameter, carrying the
 * action they had started (and what it was for, `subject`) in the history state for that page to run.
 * Signing up or signing in to an unconfirmed account sends that along, and the verify page goes
 * where the confirmation answers it should, so the e-mail link leads back there too.
 */
export default function AuthPage({ screen }: { readonly screen: AuthRoute }) {
  usePageTitle(TITLES[screen])
  const { token = "" } = useParams<{ token?: string }>()
  const params = new URLSearchParams(useSearch())
  const redirect = redirectTarget(params.get("redirect")) ?? "/"
  const action = carriedActionOf(params.get("action"))
  const subject = carriedSubjectOf(params.get("subject"))
  // a signed-in user whose session ran out is sent here with `session=expired`, and told so
  const sessionExpired = params.get("session") === SESSION_EXPIRED
  const session = useSession()
  const [, navigate] = useLocation()
  // a signed-in user opening a confirmation link goes on at once (spec 2 §4); the dialog itself
  // steps aside for one asking to sign in or sign up
  const [signedInAlready] = useState(() => session !== null && screen === "verifyemail")

  const returnTo = useRef<ReturnTo | null>(null)
  const leave = () => {
    const back = returnTo.current
    if (back === null) navigate(redirect, { replace: true, state: carriedState(action, subject) })
    else navigate(back.to, { replace: back.history === "replace", state: back.state })
  }
  // the dialog's screens carry where the user goes back to, not why they were asked to sign in again
  params.delete("session")
  const back = {
    context: redirectContextOf(redirectTarget(params.get("redirect")), carriedState(action, subject)),
    query: params.toString(),
    onReturn: (target: ReturnTo) => {
      returnTo.current = target
    },
    registerToBidHref: () => {
      const target = returnTo.current ?? { to: redirect, state: carriedState(action, subject) }
      return target.to === "/" && target.state === null
        ? "/register-to-bid"
        : registerToBidHref(target.to, target.state?.action, target.state?.subject)
    }
  }

  useEffect(() => {
    if (signedInAlready) navigate(redirect, { replace: true, state: carriedState(action, subject) })
  }, [signedInAlready, navigate, redirect, action, subject])

  if (signedInAlready) return null
  return (
    <div className="container">
      <AuthDialog key={`${screen}:${token}`} start={startOf(screen, token, sessionExpired)} onDone={leave} back={back} isPage />
    </div>
  )
}
