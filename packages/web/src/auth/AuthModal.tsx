import { useAtom, useStore } from "jotai"
import { lazy, Suspense, useEffect, useRef } from "react"
import { useLocation } from "wouter"
import { sessionAtom } from "../session/sessionAtom.ts"
import { afterOverlaysLeave } from "../ui/overlayHistory.ts"
import { redirectContextOf } from "./redirectContext.ts"
import { signInRequestAtom } from "./signInDialog.ts"
import { carriedQuery, carriedState, type CarriedState, registerToBidHref } from "./signInLink.ts"

// the dialog's screens (and the password strength estimator) load when a visitor first needs them
const AuthDialog = lazy(() => import("./AuthDialog.tsx").then((module) => ({ default: module.AuthDialog })))

/**
 * The sign-in dialog over the page it was opened from (spec 2 §2 'inside a modal, not routes').
 * Signed in, it closes and the page runs the action the visitor had started, as it would coming
 * back from the sign-in page: the action goes in the page's own history entry once the dialog's
 * entry is left. Closed without signing in, the page is as it was.
 */
export function AuthModal() {
  const [request, setRequest] = useAtom(signInRequestAtom)
  const [location] = useLocation()
  const store = useStore()
  const carrying = useRef<CarriedState | null>(null)

  // the dialog belongs to its page: a link away (help, terms) closes it
  useEffect(() => setRequest(null), [location, setRequest])

  useEffect(() => {
    const carried = carrying.current
    if (request !== null || carried === null) return
    carrying.current = null
    afterOverlaysLeave(() => {
      const state: unknown = window.history.state
      window.history.replaceState({ ...(typeof state === "object" ? state : null), ...carried }, "")
    })
  }, [request])

  if (request === null) return null
  const { from, action, subject } = request
  const carried = carriedState(action, subject)
  const done = () => {
    if (store.get(sessionAtom) !== null) carrying.current = carried
    setRequest(null)
  }

  return (
    <Suspense fallback={null}>
      <AuthDialog
        start={request.sessionExpired ? { screen: "signin", notice: "session" } : { screen: "signin" }}
        onDone={done}
        back={{
          context: redirectContextOf(from, carried),
          query: carriedQuery(from, action ?? undefined, subject ?? undefined).toString(),
          registerToBidHref: () => registerToBidHref(from, action ?? undefined, subject ?? undefined)
        }}
      />
    </Suspense>
  )
}
