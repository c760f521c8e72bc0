import type { OutgoingMessage } from "@redline/infra"
import { auctionLink, type Recipient } from "../accounts/AccountMail.ts"

interface AboutQuestion {
  readonly auctionId: number
  readonly title: string
  readonly questionId: number
}

/** The auction page, scrolled to the question (spec 2 §3: notification links carry `q`). */
export const questionLink = (publicUrl: string, about: AboutQuestion) =>
  `${auctionLink(publicUrl, about.auctionId, about.title)}?q=${about.questionId}`

/** Long texts are cut in the mail; the page has them whole. */
const QUOTE_LIMIT = 280

const quoted = (text: string) => {
  const characters = [...text]
  const shown = characters.length > QUOTE_LIMIT ? `${characters.slice(0, QUOTE_LIMIT).join("").trimEnd()}…` : text
  return shown
    .split("\n")
    .map((line) => `> ${line}`)
    .join("\n")
}

/** To the seller: someone asked about their car. */
export const questionAskedMail = (seller: Recipient, asker: string, question: string, title: string, link: string): OutgoingMessage => ({
  channel: "email",
  recipient: seller.email,
  subject: `New question on your ${title}`,
  body: [
    `Hi ${seller.username},`,
    "",
    `${asker} asked about your ${title}:`,
    "",
    quoted(question),
    "",
    "Answer it on your auction:",
    link
  ].join("\n")
})

/** To the asker: the seller answered. */
export const questionAnsweredMail = (asker: Recipient, seller: string, answer: string, title: string, link: string): OutgoingMessage => ({
  channel: "email",
  recipient: asker.email,
  subject: `Your question on the ${title} was answered`,
  body: [`Hi ${asker.username},`, "", `${seller} answered your question:`, "", quoted(answer), "", "See it on the auction:", link].join(
    "\n"
  )
})
