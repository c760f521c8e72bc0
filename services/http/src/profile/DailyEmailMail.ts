import type { OutgoingMessage } from "@redline/infra"

/** Where a Daily Email mail's recipient leaves the list: the page of its link, and the one-click address. */
export interface UnsubscribeLinks {
  readonly page: string
  readonly oneClick: string
}

/**
 * The mail an address gets when it is put on the Daily Email, which anyone may do from the
 * footer's form: its owner learns of it and can leave at once, from the link or the mail program's
 * unsubscribe button.
 */
export const subscribedMail = (email: string, unsubscribe: UnsubscribeLinks): OutgoingMessage => ({
  channel: "email",
  recipient: email,
  subject: "You're subscribed to the Daily Email",
  body: [
    "Hi,",
    "",
    "This address is now on Redline's Daily Email: the day's auctions, once a day.",
    "",
    "If you didn't ask for it, or no longer want it, unsubscribe here:",
    "",
    unsubscribe.page
  ].join("\n"),
  listUnsubscribe: unsubscribe.oneClick
})
