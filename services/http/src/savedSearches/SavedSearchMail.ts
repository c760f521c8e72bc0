import type { OutgoingMessage } from "@redline/infra"
import { email } from "../mail/templates/Email.ts"
import { link, paragraph } from "../mail/templates/MailBlocks.ts"
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
export const newListingMail = (site: string, to: Recipient, auction: AnnouncedAuction): OutgoingMessage =>
  email({
    site,
    to: to.email,
    subject: `A new ${auction.make} ${auction.model} is live on Redline`,
    blocks: [
      paragraph(`Hi ${to.username},`),
      paragraph(`A car you saved a search for just went live on Redline: ${auction.title}.`),
      paragraph(link(auction.link)),
      paragraph("You get this email because you saved a search with e-mail alerts on. You can turn them off where you saved it.")
    ]
  })
