import type { OutgoingMessage } from "@redline/infra"
import type { Recipient } from "../accounts/AccountMail.ts"

/** The new auction as its alert names it. */
export interface AnnouncedAuction {
  readonly title: string
  readonly make: string
  readonly model: string
  /** Absolute: the auction page on the public site. */
  readonly link: string
}

/** The e-mail a saved search sends when a car it matches goes live. */
export const newListingMail = (to: Recipient, auction: AnnouncedAuction): OutgoingMessage => ({
  channel: "email",
  recipient: to.email,
  subject: `A new ${auction.make} ${auction.model} is live on Redline`,
  body: [
    `Hi ${to.username},`,
    "",
    `A car you saved a search for just went live on Redline: ${auction.title}.`,
    "",
    auction.link,
    "",
    "You get this email because you saved a search with e-mail alerts on. You can turn them off where you saved it."
  ].join("\n")
})
