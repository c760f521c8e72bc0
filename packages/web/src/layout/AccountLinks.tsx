import { Link, useLocation } from "wouter"
import { signInHref } from "../auth/signInLink.ts"
import { useSession } from "../session/useSession.ts"

/** The signed-in user's name and Sign out, or Sign in, which comes back to this page afterwards. */
export function AccountLinks() {
  const session = useSession()
  const [location] = useLocation()
  if (session === null) {
    return (
      <Link href={location === "/" ? "/signin/" : signInHref(location)} className="button button--small">
        Sign in
      </Link>
    )
  }
  return (
    <>
      <span className="header__user" title={`Signed in as ${session.username}`}>
        <span className="visually-hidden">Signed in as </span>
        {session.username}
      </span>
      <Link href="/logout" className="header__link header__sign-out">
        Sign out
      </Link>
    </>
  )
}
