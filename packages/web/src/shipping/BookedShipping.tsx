import type { ShippingOrder } from "@redline/api"
import { formatMoney } from "@redline/domain"
import type { Ref } from "react"
import { Link } from "wouter"
import { transitText } from "./transitText.ts"
import { WINNER_PAGE_HREF } from "./winnerPage.ts"

/** The winner's booked shipping: where to, which transport, its price and the time in transit. */
export function BookedShipping({ order, ref }: { order: ShippingOrder; ref?: Ref<HTMLDivElement> }) {
  return (
    <div className="shipping-booked" ref={ref} tabIndex={-1}>
      <p className="shipping-booked__title">Shipping booked</p>
      <p>
        {order.transport === "open" ? "Open" : "Enclosed"} transport to {order.street_number} {order.street}, {order.city}, {order.state}{" "}
        {order.zip_code}
      </p>
      <p className="shipping-booked__meta">
        {formatMoney(order.price)} · Estimated transit {transitText(order.transit_days)}
      </p>
      <Link href={WINNER_PAGE_HREF} className="shipping-notice__link">
        View Winner's Page
      </Link>
    </div>
  )
}
