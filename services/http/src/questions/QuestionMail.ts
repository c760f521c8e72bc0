import type { OutgoingMessage } from "@redline/infra"
import { auctionLink, type Recipient } from "../accounts/AccountMail.ts"
import { email } from "../mail/templates/Email.ts"
import { link, paragraph, quote } from "../mail/templates/MailBlocks.ts"

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

const shortened = (text: string) => {
  const characters = [...text]
  return characters.length > QUOTE_LIMIT ? `${characters.slice(0, QUOTE_LIMIT).join("").trimEnd()}…` : text
}

/** To the seller: someone asked about their car. */
export const questionAskedMail = (
  site: string,
  seller: Recipient,
  asker: string,
  question: string,
  title: string,
  onAuction: string
): OutgoingMessage =>
  email({
    site,
    to: seller.email,
    subject: `New question on your ${title}`,
    blocks: [
      paragraph(`Hi ${seller.username},`),
      paragraph(`${asker} asked about your ${title}:`),
      quote(shortened(question)),
      paragraph("Answer it on your auction:\n", link(onAuction))
    ]
  })

/** To the asker: the seller answered. */
export const questionAnsweredMail = (
  site: string,
  asker: Recipient,
  seller: string,
  answer: string,
  title: string,
  onAuction: string
): OutgoingMessage =>
  email({
    site,
    to: asker.email,
    subject: `Your question on the ${title} was answered`,
    blocks: [
      paragraph(`Hi ${asker.username},`),
      paragraph(`${seller} answered your question:`),
      quote(shortened(answer)),
      paragraph("See it on the auction:\n", link(onAuction))
    ]
  })
