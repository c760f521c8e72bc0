import { auctionUrl } from "@redline/domain"
import type { OutgoingMessage } from "@redline/infra"

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

export const verificationMail = (to: Recipient, link: string): OutgoingMessage => ({
  channel: "email",
  recipient: to.email,
  subject: "Confirm your email for Redline",
  body: [
    `Hi ${to.username},`,
    "",
    "Welcome to Redline. Confirm your email address to start bidding, commenting and saving searches:",
    "",
    link,
    "",
    "The link works for 7 days. If you didn't sign up, you can ignore this email."
  ].join("\n")
})

export const resetMail = (to: Recipient, link: string): OutgoingMessage => ({
  channel: "email",
  recipient: to.email,
  subject: "Reset your Redline password",
  body: [
    `Hi ${to.username},`,
    "",
    "Someone asked to reset the password of your Redline account. To choose a new password, open:",
    "",
    link,
    "",
    "The link works for 1 hour. If it wasn't you, ignore this email: your password stays as it is."
  ].join("\n")
})
