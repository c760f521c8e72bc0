import { ADMIN_ABILITY, Messages, VIEW_SUBMISSIONS_ABILITY } from "@redline/domain"
import { useMutation } from "@tanstack/react-query"
import type { ReactNode } from "react"
import { Link } from "wouter"
import { SignedInOnly } from "../account/SignedInOnly.tsx"
import { PageMessage } from "../page/PageMessage.tsx"
import type { StoredSession } from "../session/sessionAtom.ts"
import { useSession } from "../session/useSession.ts"
import { useSessionClient } from "../session/useSessionClient.ts"
import "./StaffDesk.css"

/**
 * The staff desk's pages (spec 3 §6: route access by ability): a visitor signs in first and comes
 * back; a signed-in user without the desk's ability is told the desk isn't theirs; staff see the
 * ADMIN banner over the page.
 */
export function StaffDeskOnly({ children }: { readonly children: ReactNode }) {
  return (
    <SignedInOnly>
      <WithDeskAbility>{children}</WithDeskAbility>
    </SignedInOnly>
  )
}

function WithDeskAbility({ children }: { readonly children: ReactNode }) {
  const session = useSession()
  if (session === null) return null
  if (!session.abilities.includes(VIEW_SUBMISSIONS_ABILITY)) return <NoDeskAbility session={session} />
  return (
    <>
      {session.abilities.includes(ADMIN_ABILITY) && (
        <p className="admin-banner">
          <strong className="admin-banner__mark">ADMIN</strong> You're signed in as Redline staff.
        </p>
      )}
      {children}
    </>
  )
}

/**
 * Signed in without the ability. The session says what it may do as the server last answered,
 * so 'Check again' asks the server afresh, for an ability given since.
 */
function NoDeskAbility({ session }: { readonly session: StoredSession }) {
  const client = useSessionClient()
  const check = useMutation({ mutationFn: () => client.refresh(session) })
  return (
    <PageMessage
      heading="You can't view submissions"
      action={
        <>
          <div className="staff-desk__actions">
            <button type="button" className="button" disabled={check.isPending} onClick={() => check.mutate()}>
              {check.isPending ? "Checking…" : "Check again"}
            </button>
            <Link href="/account/listings/" className="button button--quiet">
              My Listings
            </Link>
          </div>
          <p className="staff-desk__status" role="status">
            {check.isError ? Messages.errorTryAgain : check.isSuccess ? "Your account still can't view submissions." : ""}
          </p>
        </>
      }
    >
      The staff desk is for Redline staff who review sellers' submissions, and your account isn't one of theirs. If you were given access
      just now, check again.
    </PageMessage>
  )
}
