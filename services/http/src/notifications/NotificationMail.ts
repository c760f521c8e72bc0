import type { NotificationItem } from "@redline/domain"
import type { OutgoingMessage } from "@redline/infra"
import type { Recipient } from "../accounts/AccountMail.ts"
import { email } from "../mail/templates/Email.ts"
import { link, paragraph } from "../mail/templates/MailBlocks.ts"

/** Where a notification's e-mail and text lead: the page its click opens, or the site. */
const linkOf = (publicUrl: string, item: NotificationItem) => `${publicUrl}${item.target ?? "/"}`

/** A notification by e-mail: its words as the subject, the page it is about, and where to choose what Redline sends. */
export const notificationMail = (to: Recipient, item: NotificationItem, publicUrl: string): OutgoingMessage =>
  email({
    site: publicUrl,
    to: to.email,
    subject: item.text,
    blocks: [
      paragraph(`Hi ${to.username},`),
      paragraph(item.text),
      paragraph(link(linkOf(publicUrl, item))),
      paragraph("You get this email because of your notification settings: ", link(`${publicUrl}/account/settings`))
    ]
  })

/** A notification by text: short, with its link. */
export const notificationSms = (phoneNumber: string, item: NotificationItem, publicUrl: string): OutgoingMessage => ({
  channel: "sms",
  recipient: phoneNumber,
  subject: "",
  body: `Redline: ${item.text} ${linkOf(publicUrl, item)}`
})
