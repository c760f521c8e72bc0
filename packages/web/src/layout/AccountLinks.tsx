import { Link, useLocation } from "wouter"
import { signInHref } from "../auth/signInLink.ts"
import { useSession } from "../session/useSession.ts"
import { AccountMenu } from "./AccountMenu.tsx"

/**
 * Sign in, which comes back to this page afterwards; or, signed in, the account menu on desktop
 * and on phones the username, leading to the account page (the rest is in the phone's menu).
 */
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
      <Link href="/account/" className="header__user" title={`Signed in as ${session.username}`}>
        <span className="visually-hidden">Account, signed in as </span>
        {session.username}
      </Link>
      <AccountMenu username={session.username} />
    </>
  )
}
