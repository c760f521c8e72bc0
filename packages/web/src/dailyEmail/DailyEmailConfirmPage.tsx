import { Messages } from "@redline/domain"
import { visitorApi } from "../api/api.ts"
import { type dailyEmailKeys, dailyEmailQueries } from "./dailyEmailQueries.ts"
import { type MailedLinkAction, MailedLinkPage } from "./MailedLinkPage.tsx"

const CONFIRM: MailedLinkAction<ReturnType<typeof dailyEmailKeys.confirmation>> = {
  what: "this confirmation link",
  refusedHeading: "This confirmation link doesn't work",
  incomplete: Messages.dailyEmailConfirmationInvalid,
  query: (link) => dailyEmailQueries.confirmation(visitorApi, link),
  send: (link) => visitorApi("profile.confirmDailyEmail", { query: link }),
  listedAfter: true,
  heading: "Confirm your Daily Email subscription",
  question: (email) => `Send the Daily Email, the day's auctions once a day, to ${email}?`,
  button: "Confirm",
  pending: "Confirming…",
  done: Messages.dailyEmailConfirmed,
  already: (email) => `${email} is on the Daily Email.`
}

/**
 * `/daily-email/confirm?email=…&token=…`: where the link of the mail sent when someone asks for
 * the Daily Email at the footer's form lands; confirmed, the address goes on the list.
 */
export default function DailyEmailConfirmPage() {
  return <MailedLinkPage action={CONFIRM} />
}
