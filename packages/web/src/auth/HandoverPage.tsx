import { useSetAtom } from "jotai"
import { useEffect, useRef } from "react"
import { useLocation, useSearch } from "wouter"
import { visitorApi } from "../api/api.ts"
import { usePageTitle } from "../page/usePageTitle.ts"
import { useSession } from "../session/useSession.ts"
import { storedSessionAtom, storedSessionOf } from "../session/sessionAtom.ts"
import { redirectTarget } from "./signInLink.ts"

/**
 * `/auth/{sub_auth?}` with `handover_token` and `redirect`: the mobile app hands its session to
 * the site (sub_auth 'm'). Signed in already, or without a token, the user goes on at once;
 * otherwise the token is traded for a session first, and a failed trade is logged and the user
 * goes on anyway, signed out (spec 2 §4 'Handover', §8). `redirect` is a path on this site, or home.
 */
export default function HandoverPage() {
  usePageTitle("Sign In")
  const params = new URLSearchParams(useSearch())
  const token = params.get("handover_token") ?? ""
  const redirect = redirectTarget(params.get("redirect")) ?? "/"
  const session = useSession()
  const setStoredSession = useSetAtom(storedSessionAtom)
  const [, navigate] = useLocation()
  // a token is good once: React's development mode runs effects twice
  const started = useRef(false)

  useEffect(() => {
    if (started.current) return
    started.current = true
    const goOn = () => navigate(redirect, { replace: true })
    if (session !== null || token === "") return goOn()
    visitorApi("singleSignOn.handover", { body: { handover_token: token } })
      .then((handedOver) => setStoredSession(storedSessionOf(handedOver)))
      .catch((error: unknown) => console.error("The session handover failed", error))
      .finally(goOn)
  }, [session, token, redirect, navigate, setStoredSession])

  return (
    <div className="container">
      <p role="status">Signing in...</p>
    </div>
  )
}
