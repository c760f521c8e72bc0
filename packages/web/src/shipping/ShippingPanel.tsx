import type { AuctionDetail } from "@redline/api"
import { isSold, Messages, shippingQuoteForm } from "@redline/domain"
import { useAtomValue } from "jotai"
import { type RefObject, useId, useRef } from "react"
import { SignInLink } from "../auth/SignInLink.tsx"
import { useCarriedAction } from "../auth/useCarriedAction.ts"
import { nowAtom } from "../clock/nowAtom.ts"
import { useSession } from "../session/useSession.ts"
import { BookedShipping } from "./BookedShipping.tsx"
import { ShippingContact } from "./ShippingContact.tsx"
import { ShippingQuoteFlow } from "./ShippingQuoteFlow.tsx"
import { useShippingOrder } from "./useShippingOrder.ts"
import "./ShippingPanel.css"

/**
 * The auction page's shipping panel (spec 1 §4, §6): a quote by zip code for everyone while the
 * auction runs and for seven days after it ends; for the winner of a sold car, a quote by address
 * and the booking, for good. A car outside the contiguous states gets the contact details instead.
 */
export function ShippingPanel({ auction }: { auction: AuctionDetail }) {
  const session = useSession()
  const now = useAtomValue(nowAtom)
  const headingId = useId()
  const panelRef = useRef<HTMLElement>(null)
  // the winner is matched by username, which is case-insensitive, as the seller is
  const isWinner = session !== null && auction.winner !== null && session.username.toLowerCase() === auction.winner.toLowerCase()
  const form = shippingQuoteForm({ status: auction.status, auctionEnd: new Date(auction.auction_end), now: new Date(now), isWinner })

  if (form === null) return null
  return (
    <section className="shipping-panel" aria-labelledby={headingId} ref={panelRef}>
      <div className="shipping-panel__header">
        <h2 className="shipping-panel__heading" id={headingId}>
          {form === "address" ? "Ship your car" : "Shipping"}
        </h2>
        <p className="shipping-panel__origin">Ships from {auction.listing.location}</p>
      </div>
      {!auction.shipping_quote_eligible ? (
        <div className="shipping-notice" data-tone="info">
          <p className="shipping-notice__title">{Messages.shippingNotEligible}</p>
          <ShippingContact lead="For a quote, contact us at" />
        </div>
      ) : form === "address" ? (
        <WinnerShipping auctionId={auction.id} panelRef={panelRef} />
      ) : (
        <>
          <ShippingQuoteFlow auctionId={auction.id} form="zip" />
          {isSold(auction.status) && session === null && (
            <p className="shipping-panel__winner">
              Won this car? <SignInLink action="book-shipping">Sign in to book shipping</SignInLink>
            </p>
          )}
        </>
      )}
    </section>
  )
}

/** The winner's booking once made, or the address form to quote and book. */
function WinnerShipping({ auctionId, panelRef }: { auctionId: number; panelRef: RefObject<HTMLElement | null> }) {
  const order = useShippingOrder(auctionId)
  // A visitor who won signed in from 'Sign in to book shipping': bring them to the panel, into
  // the address form unless shipping is booked already.
  useCarriedAction("book-shipping", !order.isPending, () => {
    panelRef.current?.scrollIntoView({ block: "start" })
    panelRef.current?.querySelector("input")?.focus()
  })
  if (order.isPending) return <p className="shipping-panel__lead">Checking your shipping…</p>
  const booked = order.data?.shipping_order ?? null
  if (booked !== null) return <BookedShipping order={booked} />
  return <ShippingQuoteFlow auctionId={auctionId} form="address" />
}
