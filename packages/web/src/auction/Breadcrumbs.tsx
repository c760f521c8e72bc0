import type { Listing } from "@redline/api"
import { Link } from "wouter"
import { breadcrumbsOf } from "./auctionLinks.ts"
import "../ui/Breadcrumbs.css"

/** Auctions › Manual › Toyota › Supra › 1995: the lists this car belongs to, broadest first. */
export function Breadcrumbs({ listing }: { listing: Listing }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol className="breadcrumbs__list">
        {breadcrumbsOf(listing).map((crumb) => (
          <li key={crumb.href} className="breadcrumbs__item">
            <Link href={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
      </ol>
    </nav>
  )
}
