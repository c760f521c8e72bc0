import type { OutgoingMessage } from "@redline/infra"
import { email } from "../mail/templates/Email.ts"
import { link, paragraph } from "../mail/templates/MailBlocks.ts"

/** What the e-mail to a seller tells of one buyer's message. */
export interface SellerMessageMail {
  readonly seller: { readonly username: string; readonly email: string }
  readonly sender: { readonly username: string; readonly email: string }
  readonly auctionTitle: string
  /** The auction page's absolute address. */
  readonly auctionLink: string
  readonly message: string
  /** '+1XXXXXXXXXX', or null when the buyer left none. */
  readonly phone: string | null
}

/**
 * A buyer's message, delivered to the seller. It answers to the buyer's (confirmed) address, so
 * the seller replies from their own mail program; the buyer learns the seller's address only if
 * the seller answers.
 */
export const sellerMessageMail = (site: string, mail: SellerMessageMail): OutgoingMessage =>
  email({
    site,
    to: mail.seller.email,
    replyTo: mail.sender.email,
    subject: `A question about your ${mail.auctionTitle}`,
    blocks: [
      paragraph(`Hi ${mail.seller.username},`),
      paragraph(`${mail.sender.username} sent you a message about your ${mail.auctionTitle} on Redline:`),
      paragraph(mail.message),
      ...(mail.phone === null ? [] : [paragraph(`Phone: ${mail.phone}`)]),
      paragraph(`Reply to this email to answer ${mail.sender.username}: your answer goes to their email address.`),
      paragraph("Your auction: ", link(mail.auctionLink))
    ]
  })
