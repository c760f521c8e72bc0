import type { AuctionDetail } from "@redline/api"
import { mileageText, sellerTypeLabel } from "@redline/domain"
import type { ReactNode } from "react"
import { Link } from "wouter"
import { UserName } from "../ui/UserName.tsx"

/** The 14 facts a buyer scans first (spec 1 §2): one list on phones, two columns of seven on wider screens. */
export function QuickFacts({ auction }: { auction: AuctionDetail }) {
  const { listing } = auction
  const facts: ReadonlyArray<readonly [string, ReactNode]> = [
    ["Make", <Link href={`/search/${listing.make_slug}`}>{listing.make}</Link>],
    ["Model", <Link href={`/search/${listing.make_slug}/${listing.model_slug}`}>{listing.model}</Link>],
    ["Mileage", mileageText(listing.mileage)],
    ["VIN", <span className="quick-facts__vin">{listing.vin}</span>],
    ["Location", listing.location],
    [
      "Seller",
      <Link href={`/user/${encodeURIComponent(auction.seller)}`}>
        <UserName name={auction.seller} />
      </Link>
    ],
    ["Title Status", listing.title_status],
    ["Engine", listing.engine],
    ["Drivetrain", listing.drive_train],
    ["Transmission", listing.transmission_details || listing.transmission],
    ["Body Style", listing.body_style],
    ["Exterior Color", listing.exterior_color],
    ["Interior Color", listing.interior_color],
    ["Seller Type", sellerTypeLabel(listing.seller_type)]
  ]
  return (
    <section className="auction-section" aria-labelledby="quick-facts-heading">
      <h2 id="quick-facts-heading" className="auction-section__heading">
        Quick facts
      </h2>
      <dl className="quick-facts">
        {facts.map(([name, value]) => (
          <div key={name} className="quick-facts__item">
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
