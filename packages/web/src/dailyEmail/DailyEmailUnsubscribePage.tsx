import { Messages } from "@redline/domain"
import { visitorApi } from "../api/api.ts"
import { type dailyEmailKeys, dailyEmailQueries } from "./dailyEmailQueries.ts"
import { type MailedLinkAction, MailedLinkPage } from "./MailedLinkPage.tsx"

const UNSUBSCRIBE: MailedLinkAction<ReturnType<typeof dailyEmailKeys.link>> = {
  what: "this unsubscribe link",
  refusedHeading: "This unsubscribe link doesn't work",
  incomplete: Messages.unsubscribeLinkInvalid,
  query: (link) => dailyEmailQueries.link(visitorApi, link),
  send: (link) => visitorApi("profile.unsubscribeDailyEmailByLink", { query: link }),
  listedAfter: false,
  heading: "Unsubscribe from the Daily Email",
  question: (email) => `Stop sending the Daily Email to ${email}?`,
  button: "Unsubscribe",
  pending: "Unsubscribing…",
  done: Messages.dailyEmailUnsubscribed,
  already: (email) => `${email} is not on the Daily Email.`
}

/** `/daily-email/unsubscribe?email=…&token=…`: where the unsubscribe link of Daily Email mail lands. */
export default function DailyEmailUnsubscribePage() {
  return <MailedLinkPage action={UNSUBSCRIBE} />
}
