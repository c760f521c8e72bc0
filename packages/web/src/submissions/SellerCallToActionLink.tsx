import { lazy, Suspense } from "react"
import { Link } from "wouter"
import { useReaderId } from "../session/readerId.ts"

// Only a signed-in reader can have a submission: a visitor's page carries none of this.
const SellerCall = lazy(() => import("./SellerCalls.tsx"))

/**
 * The seller's call to action (spec 1 §2 'Seller calls to action') in the header and the phone's
 * menu: 'Sell a Car' for a visitor and while a signed-in reader's submission is read, then the
 * label and place their submission's state calls for.
 */
export function SellerCallToActionLink({ className, onClick }: { readonly className: string; readonly onClick?: () => void }) {
  const reader = useReaderId()
  const sell = (
    <Link href="/sell-car/" className={className} onClick={onClick}>
      Sell a Car
    </Link>
  )
  if (reader === null) return sell
  return (
    <Suspense fallback={sell}>
      <SellerCall place="header" className={className} onClick={onClick} />
    </Suspense>
  )
}

/** The footer's (nothing for a visitor, whom 'Submit Your Car' serves) and the banner under the header. */
export function SignedInSellerCall({ place }: { readonly place: "footer" | "banner" }) {
  const reader = useReaderId()
  if (reader === null) return null
  return (
    <Suspense fallback={null}>
      <SellerCall place={place} />
    </Suspense>
  )
}
