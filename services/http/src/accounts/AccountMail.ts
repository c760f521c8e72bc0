import { auctionUrl } from "@redline/domain"
import type { OutgoingMessage } from "@redline/infra"
import { email } from "../mail/templates/Email.ts"
import { link, paragraph } from "../mail/templates/MailBlocks.ts"

/** Who an e-mail goes to, greeted by their username. */
export interface Recipient {
  readonly username: string
  readonly email: string
}

/** The link of a verification e-mail: the client's `/account/verify/{token}` page confirms it. */
export const verificationLink = (publicUrl: string, token: string) => `${publicUrl}/account/verify/${token}`

/** The link of a reset e-mail: the client's `/reset-password/{token}` page trades it for a reset key. */
export const resetLink = (publicUrl: string, token: string) => `${publicUrl}/reset-password/${token}`

/** An auction's page, as an e-mail links to it. */
export const auctionLink = (publicUrl: string, auctionId: number, title: string) => `${publicUrl}${auctionUrl(auctionId, title)}`

export const verificationMail = (site: string, to: Recipient, verify: string): OutgoingMessage =>
  email({
    site,
    to: to.email,
    subject: "Confirm your email for Redline",
    blocks: [
      paragraph(`Hi ${to.username},`),
      paragraph("Welcome to Redline. Confirm your email address to start bidding, commenting and saving searches:"),
      paragraph(link(verify)),
      paragraph("The link works for 7 days. If you didn't sign up, you can ignore this email.")
    ]
  })

export const resetMail = (site: string, to: Recipient, reset: string): OutgoingMessage =>
  email({
    site,
    to: to.email,
    subject: "Reset your Redline password",
    blocks: [
      paragraph(`Hi ${to.username},`),
      paragraph("Someone asked to reset the password of your Redline account. To choose a new password, open:"),
      paragraph(link(reset)),
      paragraph("The link works for 1 hour. If it wasn't you, ignore this email: your password stays as it is.")
    ]
  })
