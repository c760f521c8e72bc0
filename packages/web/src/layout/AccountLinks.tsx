import { lazy, Suspense } from "react"
import { Link } from "wouter"
import { SignInLink } from "../auth/SignInLink.tsx"
import { useSession } from "../session/useSession.ts"
import { BellIcon } from "../ui/icons.tsx"
import { AccountMenu } from "./AccountMenu.tsx"

// Only signed-in readers have a bell: the first page leaves it, and its list, to a chunk of its own.
const NotificationBell = lazy(() =>
  import("../notifications/NotificationBell.tsx").then((module) => ({ default: module.NotificationBell }))
)

/** The bell as it stands while its chunk loads: in its place, not yet to be pressed. */
function BellLoading() {
  return (
    <div className="notification-bell">
      <button type="button" className="header__icon-button notification-bell__button" aria-label="Notifications" disabled>
        <BellIcon width="22" height="22" />
      </button>
    </div>
  )
}

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
      <Suspense fallback={<BellLoading />}>
        <NotificationBell />
      </Suspense>
      <Link href="/account/" className="header__user" title={`Signed in as ${session.username}`}>
        <span className="visually-hidden">Account, signed in as </span>
        {session.username}
      </Link>
      <AccountMenu session={session} />
    </>
  )
}
