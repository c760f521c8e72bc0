import type { OutgoingMessage } from "@redline/infra"
import { email, type UnsubscribeLinks } from "../mail/templates/Email.ts"
import { html, safeUrl } from "../mail/templates/Html.ts"
import { link, type MailBlock, paragraph } from "../mail/templates/MailBlocks.ts"

/** The list's name as mail to it says it. */
const DAILY_EMAIL = "Redline's Daily Email"

/**
 * The mail an address gets when someone asks for the Daily Email for it at the footer's form:
 * nothing is sent to it daily until its owner follows the link.
 */
export const confirmationMail = (site: string, to: string, confirmation: string): OutgoingMessage =>
  email({
    site,
    to,
    subject: "Confirm your Daily Email subscription",
    blocks: [
      paragraph("Hi,"),
      paragraph("Someone asked for Redline's Daily Email for this address: the day's auctions, once a day."),
      paragraph("To get it, confirm here:"),
      paragraph(link(confirmation)),
      paragraph("If you didn't ask for it, ignore this mail: this address gets nothing more from the Daily Email.")
    ]
  })

/**
 * The mail an address gets when it is put on the Daily Email: its owner learns of it and can
 * leave at once, from the link or the mail program's unsubscribe button.
 */
export const subscribedMail = (site: string, to: string, unsubscribe: UnsubscribeLinks): OutgoingMessage =>
  email({
    site,
    to,
    subject: "You're subscribed to the Daily Email",
    list: { name: DAILY_EMAIL, unsubscribe },
    blocks: [
      paragraph("Hi,"),
      paragraph("This address is now on Redline's Daily Email: the day's auctions, once a day."),
      paragraph("If you didn't ask for it, or no longer want it, unsubscribe here:"),
      paragraph(link(unsubscribe.page))
    ]
  })

/** An auction as the Daily Email shows it. */
export interface DigestAuction {
  readonly title: string
  readonly subTitle: string
  /** Absolute: the auction page. */
  readonly link: string
  /** Absolute: its main photo through the image endpoint, or null when it has none. */
  readonly photo: string | null
}

/** One auction: its photo, title and line under it, each leading to its page; in text, the title and the address. */
const auctionBlock = (auction: DigestAuction): MailBlock => ({
  text: [auction.title, auction.subTitle, auction.link].filter((line) => line !== "").join("\n"),
  html: html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="margin:0 0 24px">
    ${
      auction.photo === null
        ? ""
        : html`<tr>
            <td>
              <a href="${safeUrl(auction.link)}"
                ><img
                  src="${safeUrl(auction.photo)}"
                  width="552"
                  alt="${auction.title}"
                  style="display:block;width:100%;max-width:552px;height:auto;border:0;border-radius:6px"
              /></a>
            </td>
          </tr> `
    }
    <tr>
      <td style="padding-top:8px">
        <a href="${safeUrl(auction.link)}" style="color:#1c1c1e;font-size:18px;font-weight:700;line-height:24px;text-decoration:none"
          >${auction.title}</a
        >
      </td>
    </tr>
    ${
      auction.subTitle === ""
        ? ""
        : html`<tr>
            <td style="color:#6e6e73;font-size:15px;line-height:22px">${auction.subTitle}</td>
          </tr> `
    }
  </table>`
})

/** The Daily Email: the auctions that went live since the last one, and the way off the list. */
export const digestMail = (
  site: string,
  to: string,
  digest: { readonly auctions: ReadonlyArray<DigestAuction>; readonly more: number },
  unsubscribe: UnsubscribeLinks
): OutgoingMessage => {
  const count = digest.auctions.length + digest.more
  return email({
    site,
    to,
    subject: `Today on Redline: ${count} new ${count === 1 ? "auction" : "auctions"}`,
    list: { name: DAILY_EMAIL, unsubscribe },
    blocks: [
      paragraph(
        count === 1
          ? "A car went live on Redline since the last Daily Email:"
          : "These cars went live on Redline since the last Daily Email:"
      ),
      ...digest.auctions.map(auctionBlock),
      ...(digest.more === 0 ? [] : [paragraph(`And ${digest.more} more: `, link(`${site}/`, "see every live auction"))])
    ]
  })
}
