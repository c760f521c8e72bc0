import { SHIPPING_CONTACT } from "./shippingContact.ts"

/** The shipping desk's e-mail and phone, after a lead-in such as 'For a quote, contact us at'. */
export function ShippingContact({ lead }: { lead: string }) {
  return (
    <p className="shipping-contact">
      {lead} <a href={`mailto:${SHIPPING_CONTACT.email}`}>{SHIPPING_CONTACT.email}</a> or{" "}
      <a href={SHIPPING_CONTACT.phoneHref}>{SHIPPING_CONTACT.phone}</a>.
    </p>
  )
}
