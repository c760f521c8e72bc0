import { ADMIN_ABILITY, VIEW_SUBMISSIONS_ABILITY } from "@redline/domain"
import type { ReactNode } from "react"
import { AbilityOnly } from "../session/AbilityOnly.tsx"
import { useSession } from "../session/useSession.ts"
import "./StaffDesk.css"

const NOT_STAFF = {
  heading: "You can't view submissions",
  reason:
    "The staff desk is for Redline staff who review sellers' submissions, and your account isn't one of theirs. If you were given access just now, check again.",
  stillMissing: "Your account still can't view submissions.",
  elsewhere: { href: "/account/listings/", label: "My Listings" }
}

/**
 * The staff desk's pages (spec 3 §6: route access by ability): for the sessions that may view
 * submissions; staff see the ADMIN banner over the page.
 */
export function StaffDeskOnly({ children }: { readonly children: ReactNode }) {
  return (
    <AbilityOnly ability={VIEW_SUBMISSIONS_ABILITY} refusal={NOT_STAFF}>
      <AdminBanner />
      {children}
    </AbilityOnly>
  )
}

function AdminBanner() {
  const session = useSession()
  if (session === null || !session.abilities.includes(ADMIN_ABILITY)) return null
  return (
    <p className="admin-banner">
      <strong className="admin-banner__mark">ADMIN</strong> You're signed in as Redline staff.
    </p>
  )
}
