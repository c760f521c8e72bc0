import type { OutgoingMessage } from "@redline/infra"
import { html, safeUrl } from "./Html.ts"
import { anchor, link, type MailBlock } from "./MailBlocks.ts"

/** Where a list's recipient leaves it: the page of the mail's link, and the mail program's one-click address (RFC 8058). */
export interface UnsubscribeLinks {
  readonly page: string
  readonly oneClick: string
}

/** A list people join and leave (the Daily Email): its name as the footer says it, and this recipient's way off it. */
export interface MailingList {
  readonly name: string
  readonly unsubscribe: UnsubscribeLinks
}

export interface Email {
  /** The site's address (PUBLIC_URL), which the header links to. */
  readonly site: string
  readonly to: string
  readonly subject: string
  readonly blocks: ReadonlyArray<MailBlock>
  /** Where an answer goes instead of the site's own address. */
  readonly replyTo?: string | undefined
  /** Set for mail to a list. */
  readonly list?: MailingList | undefined
}

const FONT = "-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** The footer's line of mail to a list, in both bodies. */
const listFooter = (list: MailingList): MailBlock => {
  const why = `You get this email because this address is on ${list.name}.`
  return {
    text: `${why} Unsubscribe: ${list.unsubscribe.page}`,
    html: html`<p style="margin:0 0 8px">${why} ${anchor(link(list.unsubscribe.page, "Unsubscribe"))}</p> `
  }
}

/**
 * The one way Redline writes an e-mail: its blocks make the text body and the HTML body, the
 * HTML framed by the Redline header and footer. Mail to a list says in both bodies how to leave
 * it, and carries the one-click address for the `List-Unsubscribe` header.
 */
export const email = (mail: Email): OutgoingMessage => {
  const footer = mail.list === undefined ? undefined : listFooter(mail.list)
  const page = html`<!DOCTYPE html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${mail.subject}</title>
      </head>
      <body style="margin:0;padding:0;background:#f2f2f5;font-family:${FONT}">
        <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f2f2f5">
          <tr>
            <td align="center" style="padding:24px 12px">
              <table
                role="presentation"
                width="100%"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;background:#ffffff;border-radius:8px"
              >
                <tr>
                  <td style="padding:20px 24px;background:#a3151d;border-radius:8px 8px 0 0">
                    <a
                      href="${safeUrl(`${mail.site}/`)}"
                      style="color:#ffffff;font-size:22px;font-weight:800;letter-spacing:-0.02em;text-decoration:none"
                      >Redline</a
                    >
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px">${mail.blocks.map((block) => html`${block.html} `)}</td>
                </tr>
                <tr>
                  <td style="padding:16px 24px;border-top:1px solid #e5e5ea;color:#6e6e73;font-size:13px;line-height:20px">
                    ${footer?.html ?? ""}
                    <p style="margin:0">Redline Auctions, Inc. · The auction marketplace for enthusiast cars, trucks and SUVs.</p>
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html> `
  return {
    channel: "email",
    recipient: mail.to,
    subject: mail.subject,
    body: [...mail.blocks, ...(footer === undefined ? [] : [footer])].map((block) => block.text).join("\n\n"),
    html: page.markup,
    ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    ...(mail.list === undefined ? {} : { listUnsubscribe: mail.list.unsubscribe.oneClick })
  }
}
