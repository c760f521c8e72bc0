import type { ReactNode } from "react"
import { Redirect, useLocation, useSearch } from "wouter"
import { signInHref } from "../auth/signInLink.ts"
import { useSession } from "../session/useSession.ts"

/**
 * One's own account pages: a visitor (or someone whose session just ended) is sent to sign in,
 * and comes back to the same page, query included, afterwards.
 */
export function SignedInOnly({ children }: { readonly children: ReactNode }) {
  const session = useSession()
  const [location] = useLocation()
  const search = useSearch()
  if (session === null) return <Redirect to={signInHref(search === "" ? location : `${location}?${search}`)} replace />
  return children
}
