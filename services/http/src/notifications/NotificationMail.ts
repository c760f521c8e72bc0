import type { NotificationItem } from "@redline/domain"
import type { OutgoingMessage } from "@redline/infra"
import type { Recipient } from "../accounts/AccountMail.ts"

/** Where a notification's e-mail and text lead: the page its click opens, or the site. */
const linkOf = (publicUrl: string, item: NotificationItem) => `${publicUrl}${item.target ?? "/"}`

/** A notification by e-mail: its words as the subject, the page it is about, and where to choose what Redline sends. */
export const notificationMail = (to: Recipient, item: NotificationItem, publicUrl: string): OutgoingMessage => ({
  channel: "email",
  recipient: to.email,
  subject: item.text,
  body: [
    `Hi ${to.username},`,
    "",
    `${item.text}`,
    "",
    linkOf(publicUrl, item),
    "",
    `You get this email because of your notification settings: ${publicUrl}/account/settings`
  ].join("\n")
})

/** A notification by text: short, with its link. */
export const notificationSms = (phoneNumber: string, item: NotificationItem, publicUrl: string): OutgoingMessage => ({
  channel: "sms",
  recipient: phoneNumber,
  subject: "",
  body: `Redline: ${item.text} ${linkOf(publicUrl, item)}`
})
