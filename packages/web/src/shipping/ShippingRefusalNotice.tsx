import { Messages, paidQuoteCase, type ShippingQuoteForm } from "@redline/domain"
import type { ShippingRefusal } from "@redline/machines"
import { Link } from "wouter"
import { ShippingContact } from "./ShippingContact.tsx"
import { WINNER_PAGE_HREF } from "./winnerPage.ts"

interface ShippingRefusalNoticeProps {
  readonly refusal: ShippingRefusal
  readonly form: ShippingQuoteForm
  /** The zip code the refused quote or booking was for. */
  readonly enteredZip: string
}

/** Why there is no quote, in the spec's words, with what to do instead (spec 1 §8). */
export function ShippingRefusalNotice({ refusal, form, enteredZip }: ShippingRefusalNoticeProps) {
  switch (refusal.reason) {
    case "invalid_destination":
      return (
        <div className="shipping-notice" data-tone="danger" role="alert">
          <p className="shipping-notice__title">{form === "zip" ? Messages.invalidZip : Messages.invalidAddress}</p>
          <p>{Messages.shippingContiguousOnly}</p>
          <ShippingContact lead="To ship anywhere else, contact us at" />
        </div>
      )
    case "outside_coverage":
      return (
        <div className="shipping-notice" data-tone="info" role="alert">
          <p className="shipping-notice__title">{Messages.shippingOutsideCoverage}</p>
          <p>{Messages.shippingContiguousOnly}</p>
          <ShippingContact lead="To ship there, contact us at" />
        </div>
      )
    case "paid": {
      const paid = paidQuoteCase(enteredZip, refusal.destinationZip)
      return (
        <div className="shipping-notice" data-tone="info" role="alert">
          {paid === "use_paid_zip" && <p>{Messages.shippingUsePaidZip(refusal.destinationZip ?? "")}</p>}
          {paid === "booked" && (
            <>
              <p className="shipping-notice__title">{Messages.shippingBooked}</p>
              <Link href={WINNER_PAGE_HREF} className="shipping-notice__link">
                View Winner's Page
              </Link>
            </>
          )}
          {paid === "same_address" && <p>{Messages.shippingSameAddress}</p>}
        </div>
      )
    }
    case "not_eligible":
      return (
        <div className="shipping-notice" data-tone="info" role="alert">
          <p className="shipping-notice__title">{Messages.shippingNotEligible}</p>
          <ShippingContact lead="For a quote, contact us at" />
        </div>
      )
  }
}
