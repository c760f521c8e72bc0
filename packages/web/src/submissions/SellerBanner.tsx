import { needsMoreInfo } from "@redline/domain"
import { atom, useAtom } from "jotai"
import type { ReactNode } from "react"
import { Link, useLocation } from "wouter"
import { CloseIcon } from "../ui/icons.tsx"
import { useActiveSubmission } from "./useSellerCallToAction.ts"
import "./SellerBanner.css"

/** Dismissed for this page's life only (spec 1 §4 'dismissed for the session only'). */
const moreInfoDismissedAtom = atom(false)

/** Where no promo shows (spec 1 §2 'Promo banners'): the sell pages, the submission flow, widgets, community, SafePay's sign-in, the winner's pages. */
const HIDDEN_ON = [
  "/sell-car",
  "/dealers",
  "/submissions",
  "/listings",
  "/account/listings",
  "/widgets",
  "/communities",
  "/community",
  "/safepay/auth",
  "/buyer"
]

const startsAny = (path: string, prefixes: ReadonlyArray<string>) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/**
 * 'We need more info for your listing' (spec 1 §4 'Promo banner selection'): when staff set the
 * seller's review checklist to false, over every page but the sell and submission pages, going
 * to the submission (or to the listings, for a seller with several).
 */
export default function SellerBanner() {
  const [path] = useLocation()
  const active = useActiveSubmission()
  const [dismissed, setDismissed] = useAtom(moreInfoDismissedAtom)
  if (dismissed || active === null || !needsMoreInfo(active) || startsAny(path, HIDDEN_ON)) return null
  const href = active.multiple_submissions ? "/account/listings/" : `/submissions/${active.submission_id}`
  return (
    <Banner label="Your listing" onDismiss={() => setDismissed(true)}>
      <strong>We need more info for your listing</strong>
      <Link href={href} className="button button--small">
        Continue
      </Link>
    </Banner>
  )
}

function Banner({ label, onDismiss, children }: { readonly label: string; readonly onDismiss: () => void; readonly children: ReactNode }) {
  return (
    <aside className="seller-banner" aria-label={label}>
      <div className="container seller-banner__bar">
        <p className="seller-banner__text">{children}</p>
        <button type="button" className="seller-banner__close" aria-label="Dismiss" onClick={onDismiss}>
          <CloseIcon width="18" height="18" />
        </button>
      </div>
    </aside>
  )
}
