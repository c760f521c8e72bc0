import type { MouseEvent, ReactNode } from "react"
import { Link, useLocation, useSearch } from "wouter"
import { useSignInDialog } from "./signInDialog.ts"
import { type CarriedAction, signInHref } from "./signInLink.ts"

interface SignInLinkProps {
  readonly action?: CarriedAction
  readonly className?: string
  /** Called as the dialog opens, e.g. to close the menu the link is in. */
  readonly onFollow?: () => void
  readonly children: ReactNode
}

/**
 * A link to sign in: followed in this tab, the sign-in dialog opens over the page, carrying
 * `action`; opened in a new tab or window, it is the sign-in page, which comes back here.
 */
export function SignInLink({ action, className, onFollow, children }: SignInLinkProps) {
  const [location] = useLocation()
  const search = useSearch()
  const signIn = useSignInDialog()
  const here = search === "" ? location : `${location}?${search}`
  // wouter leaves a click with a modifier key (a new tab or window) to the browser
  const follow = (event: MouseEvent) => {
    event.preventDefault()
    onFollow?.()
    signIn(action)
  }
  return (
    <Link href={here === "/" && action === undefined ? "/signin/" : signInHref(here, action)} className={className} onClick={follow}>
      {children}
    </Link>
  )
}
