import { Link } from "wouter"
import { SignInLink } from "../auth/SignInLink.tsx"
import { useSession } from "../session/useSession.ts"
import { NotificationBell } from "../notifications/NotificationBell.tsx"
import { AccountMenu } from "./AccountMenu.tsx"

/**
 * Sign in, over this page; or, signed in, the notification bell, the account menu on desktop
 * and on phones the username, leading to the account page (the rest is in the phone's menu).
 */
export function AccountLinks() {
  const session = useSession()
  if (session === null) {
    return <SignInLink className="button button--small">Sign in</SignInLink>
  }
  return (
    <>
      <NotificationBell />
      <Link href="/account/" className="header__user" title={`Signed in as ${session.username}`}>
        <span className="visually-hidden">Account, signed in as </span>
        {session.username}
      </Link>
      <AccountMenu username={session.username} />
    </>
  )
}
