import type { Listing } from "@redline/api"
import { Link } from "wouter"
import { seeAlsoOf } from "./auctionLinks.ts"

/** More cars like this one: the same transmission, make, model and body style. */
export function SeeAlso({ listing }: { listing: Listing }) {
  return (
    <section className="auction-section see-also" aria-labelledby="see-also-heading">
      <h2 id="see-also-heading" className="auction-section__heading">
        See also
      </h2>
      <ul className="see-also__list">
        {seeAlsoOf(listing).map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="see-also__link">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}
